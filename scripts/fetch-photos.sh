#!/usr/bin/env bash
# Real photographs for the image tests and the bench, taken from a Debian package (needs apt, no other
# network). Usage: scripts/fetch-photos.sh [DIR]   (default .fixtures; git-ignored, never committed)
# Gives DIR/photos/*.jpg. Licence: see DIR/photos/LICENSE (mate-backgrounds' copyright file).
set -euo pipefail
D=$(realpath -m "${1:-.fixtures}")
[ -f "$D/photos/.done" ] && { echo "$D/photos"; exit 0; }
mkdir -p "$D/debs" "$D/root" "$D/photos"
cd "$D/debs"
apt-get download mate-backgrounds >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get download mate-backgrounds >/dev/null; }
for f in mate-backgrounds_*.deb; do dpkg -x "$f" "$D/root"; done
cp "$D"/root/usr/share/backgrounds/mate/nature/*.jpg "$D/photos/"
cp "$D/root/usr/share/doc/mate-backgrounds/copyright" "$D/photos/LICENSE"
touch "$D/photos/.done"
echo "$D/photos"
