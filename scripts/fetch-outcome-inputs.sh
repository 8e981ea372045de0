#!/usr/bin/env bash
# The outcome table's inputs that the real fixtures lack, made with Debian's ffmpeg from them (run
# after fetch-media.sh): a photo with more metadata, a PNG graphic with transparency, real photos as PNG (what a tracer is
# given), an animated GIF and short clips cut from the real clip, and the real audio in the formats visitors bring (MP3,
# AAC, FLAC, Opus). Git-ignored, never committed.
# Usage: scripts/fetch-outcome-inputs.sh [FIXTURES] [OUT]   (default .fixtures and FIXTURES/outcomes)
set -euo pipefail
F=$(realpath -m "${1:-.fixtures}")
D=$(realpath -m "${2:-$F/outcomes}")
[ -f "$D/.done-3" ] && { echo "$D"; exit 0; }
mkdir -p "$D"
# The 640 px photo with camera and GPS EXIF, plus device words outside the tags a stripper names
# (IFD0 ImageDescription, as Olympus cameras write it) and an XMP author: what "private" must judge.
rm -f "$D/photo-exif.jpg" # exiftool -o never overwrites: a folder made by an older version of this script
PERL5LIB="$F/heic-root/usr/share/perl5" perl "$F/heic-root/usr/bin/exiftool" -q -o "$D/photo-exif.jpg" \
  -ImageDescription="OLYMPUS DIGITAL CAMERA" -XMP-dc:Creator="Jane Doe" "$F/heic/exif-gps.jpg"
ff() { ffmpeg -loglevel error -y -bitexact "$@"; }
# A soft-edged gradient disc and two flat boxes (one half see-through) on a transparent field.
ff -f lavfi -i "color=c=black@0:s=480x320,format=rgba" -frames:v 1 -vf \
  "geq=r='X*255/W':g='Y*255/H':b='128':a='clip((H*0.45-hypot(X-W/2,Y-H/2))*8,0,255)',drawbox=x=20:y=20:w=140:h=90:color=0x3584e4@1:t=fill,drawbox=x=300:y=200:w=160:h=100:color=0xe01b24@0.5:t=fill" \
  "$D/graphic-alpha.png"
# The 640 px photo as a PNG (what a tracer is given).
ff -i "$F/heic/exif-gps.jpg" -frames:v 1 "$D/photo.png"
# Four more of the real photos as PNG: a garden, flowers, stripes, sand.
for name in Garden YellowFlower Blinds Dune; do ff -i "$F/photos-small/$name.jpg" -frames:v 1 "$D/photo-$name.png"; done
# Short clips as phones, screen recorders and editors hand them over: 480p MP4, a portrait QuickTime
# movie, H.264 with Opus in Matroska, and a clip without sound.
ff -i "$F/video/pan-720p.mp4" -t 3 -vf scale=-2:480 -c:v libx264 -preset veryfast -crf 23 -c:a aac -b:a 96k "$D/clip-480p.mp4"
ff -i "$F/video/pan-720p.mp4" -t 3 -vf crop=406:720 -c:v libx264 -preset veryfast -crf 23 -c:a copy -f mov "$D/clip-portrait.mov"
ff -i "$F/video/pan-720p.mp4" -t 3 -c:v copy -c:a libopus -b:a 64k "$D/clip-h264-opus.mkv"
ff -i "$F/video/pan-720p.mp4" -t 3 -an -c:v copy "$D/clip-silent.mp4"
# 12 frames of the panning clip, 320 px wide, one shared palette.
ff -i "$F/video/pan-720p.mp4" -t 1.2 -vf "fps=10,scale=320:-2:flags=lanczos,split[a][b];[a]palettegen[p];[b][p]paletteuse" "$D/pan.gif"
# Vim's tutors in Simplified and Traditional Chinese and Japanese (Debian's vim-runtime), real texts
# for text-converter and text-diff.
mkdir -p "$F/debs/vim" "$F/vim-root" "$D/vim-tutor"
(cd "$F/debs/vim" && { apt-get download vim-runtime >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get download vim-runtime >/dev/null; }; })
dpkg -x "$(ls "$F"/debs/vim/vim-runtime_*.deb | tail -1)" "$F/vim-root"
cp "$F"/vim-root/usr/share/vim/vim*/tutor/tutor.{zh_cn,zh_tw,ja}.utf-8 "$D/vim-tutor/"
# Text revisions for text-diff: Debian's licence texts with Windows line ends, and Vim's Traditional
# Chinese tutor without its final line break.
crlf() { sed 's/$/\r/' "$1" > "$2"; }
crlf /usr/share/common-licenses/GPL-2 "$D/GPL-2-crlf.txt"
crlf /usr/share/common-licenses/GPL-3 "$D/GPL-3-crlf.txt"
crlf /usr/share/common-licenses/MPL-2.0 "$D/MPL-2.0-crlf.txt"
head -c -1 "$D/vim-tutor/tutor.zh_tw.utf-8" > "$D/tutor-zh_tw-no-final-newline.txt"
ff -i "$F/audio/tone.wav" -c:a libmp3lame -b:a 128k "$D/tone.mp3"
ff -i "$F/audio/tone.wav" -c:a flac "$D/tone.flac"
ff -i "$F/video/pan-720p.mp4" -vn -c:a copy "$D/tone.m4a"
ff -i "$F/video/pan-720p.webm" -vn -c:a copy "$D/tone.opus"
touch "$D/.done-3"
echo "$D"
