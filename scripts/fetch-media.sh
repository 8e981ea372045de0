#!/usr/bin/env bash
# Real SVG icons, a short video and audio for the SVG, favicon, video and audio tests and the bench,
# made from Debian packages (needs apt and ffmpeg, no other network). Git-ignored, never committed.
# Usage: scripts/fetch-media.sh [DIR]   (default .fixtures)
# Gives DIR/svg/*.svg (Adwaita icons), DIR/video/pan-720p.{mp4,webm}, DIR/audio/tone.{wav,ogg}, and
# DIR/photos-small/*.jpg: the real photos 640 px wide, for tests about batches and flows rather than
# codecs (each tool keeps one full-resolution case), and DIR/heic/: a real photo with camera and GPS
# EXIF written by Debian's exiftool (exif-gps.jpg) and the same photo encoded to HEIC by Debian's
# libheif (heif-enc with x265; exif-gps.heic, 640 px, its EXIF carried over).
set -euo pipefail
D=$(realpath -m "${1:-.fixtures}")
photos=$(bash "$(dirname "$0")/fetch-photos.sh" "$D" | tail -1)
if [ ! -f "$D/photos-small/.done" ] && command -v ffmpeg >/dev/null; then
  mkdir -p "$D/photos-small"
  for p in "$photos"/*.jpg; do
    ffmpeg -loglevel error -y -i "$p" -vf scale=640:-2 -q:v 3 "$D/photos-small/$(basename "$p")"
  done
  touch "$D/photos-small/.done"
fi
if [ ! -f "$D/heic/.done" ]; then
  mkdir -p "$D/debs/heic" "$D/heic-root" "$D/heic"
  pkgs="libheif-examples libheif1 libx265-199 libde265-0 libaom3 libdav1d6 libnuma1 libimage-exiftool-perl"
  (cd "$D/debs/heic" && { apt-get download $pkgs >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get download $pkgs >/dev/null; }; })
  for f in "$D"/debs/heic/*.deb; do dpkg -x "$f" "$D/heic-root"; done
  lib="$D/heic-root/usr/lib/x86_64-linux-gnu"
  cp "$D/photos-small/LadyBird.jpg" "$D/heic/exif-gps.jpg"
  PERL5LIB="$D/heic-root/usr/share/perl5" perl "$D/heic-root/usr/bin/exiftool" -q -overwrite_original \
    -Make=Canon -Model="Canon EOS 80D" -LensModel="EF-S18-135mm f/3.5-5.6 IS USM" -Software="GIMP 2.10" \
    -DateTimeOriginal="2024:06:01 10:30:00" -SerialNumber=012345678901 \
    -GPSLatitude=48.8584 -GPSLatitudeRef=N -GPSLongitude=2.2945 -GPSLongitudeRef=E "$D/heic/exif-gps.jpg"
  LD_LIBRARY_PATH="$lib" "$D/heic-root/usr/bin/heif-enc" -q 60 -o "$D/heic/exif-gps.heic" "$D/heic/exif-gps.jpg" >/dev/null
  touch "$D/heic/.done"
fi
[ -f "$D/media.done" ] && { echo "$D"; exit 0; }
mkdir -p "$D/debs" "$D/root" "$D/svg" "$D/video" "$D/audio"
cd "$D/debs"
apt-get download adwaita-icon-theme >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get download adwaita-icon-theme >/dev/null; }
for f in adwaita-icon-theme_*.deb; do dpkg -x "$f" "$D/root"; done
find "$D/root/usr/share/icons/Adwaita" -type f -name '*.svg' | sort | while read -r f; do
  cp "$f" "$D/svg/$(basename "$(dirname "$f")")-$(basename "$f")"
done
cp "$D/root/usr/share/doc/adwaita-icon-theme/copyright" "$D/svg/LICENSE"
if ! command -v ffmpeg >/dev/null; then
  echo "fetch-media.sh: ffmpeg is missing (apt-get install -y ffmpeg)" >&2
  exit 1
fi
p=$(ls "$photos"/*.jpg | head -1)
ffmpeg -loglevel error -y -loop 1 -framerate 30 -t 6 -i "$p" -f lavfi -i "sine=frequency=440:duration=6" \
  -vf "scale=1920:-2,crop=1280:720:'(iw-1280)*t/6':0,noise=alls=5:allf=t+u" \
  -c:v libx264 -preset veryfast -b:v 8M -pix_fmt yuv420p -c:a aac -shortest "$D/video/pan-720p.mp4"
ffmpeg -loglevel error -y -i "$D/video/pan-720p.mp4" -c:v libvpx-vp9 -b:v 3M -deadline realtime -cpu-used 8 -c:a libopus "$D/video/pan-720p.webm"
ffmpeg -loglevel error -y -f lavfi -i "sine=frequency=440:duration=5" -f lavfi -i "anoisesrc=d=5:a=0.05" \
  -filter_complex amix=inputs=2 -ar 44100 -ac 2 "$D/audio/tone.wav"
ffmpeg -loglevel error -y -i "$D/audio/tone.wav" -c:a libvorbis "$D/audio/tone.ogg"
touch "$D/media.done"
echo "$D"
