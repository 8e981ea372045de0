/** The notice's word on codec patents: what the app does with patented formats, and whose matter a licence is. */
export const PATENTS = `Some formats the media and image tools read or write are covered by patents in some countries:
- H.264/AVC: the video compressor encodes it with x264 inside the ffmpeg.wasm core, or with the
  browser's own encoder through WebCodecs; FFmpeg decodes it.
- H.265/HEVC: FFmpeg decodes it in videos, libde265 (libheif-js) in HEIC/HEIF photos. x265 is
  compiled into the ffmpeg.wasm core; no tool asks it to encode.
- AAC: FFmpeg's native AAC codec encodes it (video compressor, audio converter) and decodes it.
Localbox runs these codecs as software in the visitor's browser. It holds no patent licence for them
(from Via LA, Access Advance or anyone else) and grants none: the licences in this notice cover
copyright, not patents. Whether a patent licence is needed depends on the country and on the use,
and is a matter for whoever deploys or uses the app, as FFmpeg's legal page
(https://ffmpeg.org/legal.html) says of FFmpeg itself. Where the browser's WebCodecs encoder is used,
the encoder is the browser vendor's, under the vendor's terms. VP8, VP9, AV1, Opus, Vorbis, FLAC and
WebP are offered royalty-free by their developers (libvpx, libwebp and libaom with the patent grants
named in their sections).`;
