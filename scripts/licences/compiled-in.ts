/**
 * Libraries compiled into the wasm binaries the app ships, which their packages do not name.
 * Each text file under licences/compiled-in/ holds the library's copyright and licence statements;
 * the notice reproduces them after the package that carries the binary.
 */
export interface CompiledLibrary {
  name: string;
  /** The version or tag the binary was built from. */
  version: string;
  licence: string;
  source: string;
  /** licences/compiled-in/<file> */
  file: string;
}

export interface BinarySource {
  /** The exact source the binary was built from: the released commit and its build script. */
  source: string;
  buildScript: string;
  libraries: CompiledLibrary[];
}

/** The commit of ffmpeg.wasm tagged "RELEASE: @ffmpeg/core and @ffmpeg/core-mt v0.12.10". */
const FFMPEG_WASM_COMMIT = '71aa99d37c02a7b4c435275ca9ef50e612f6efa1';
const FFMPEG_WASM_RELEASE = `https://github.com/ffmpegwasm/ffmpeg.wasm/tree/${FFMPEG_WASM_COMMIT}`;

const lib = (name: string, version: string, licence: string, source: string, file = name): CompiledLibrary => ({ name, version, licence, source, file: `${file}.txt` });

const FFMPEG_CORE: BinarySource = {
  source: FFMPEG_WASM_RELEASE,
  buildScript: `https://github.com/ffmpegwasm/ffmpeg.wasm/blob/${FFMPEG_WASM_COMMIT}/Dockerfile (with build/*.sh and Makefile of the same commit)`,
  libraries: [
    lib('FFmpeg', 'n5.1.4', 'GPL-2.0-or-later (LGPL-2.1-or-later code, configured with --enable-gpl)', 'https://github.com/FFmpeg/FFmpeg/tree/n5.1.4', 'ffmpeg'),
    lib('x264', 'branch 4-cores of ffmpegwasm/x264', 'GPL-2.0-or-later', 'https://github.com/ffmpegwasm/x264/tree/4-cores'),
    lib('x265', '3.4', 'GPL-2.0-or-later', 'https://github.com/ffmpegwasm/x265/tree/3.4'),
    lib('libvpx', 'v1.13.1', 'BSD-3-Clause, with Google\'s additional patent grant', 'https://github.com/ffmpegwasm/libvpx/tree/v1.13.1'),
    lib('LAME', 'master of ffmpegwasm/lame', 'LGPL-2.0-or-later', 'https://github.com/ffmpegwasm/lame', 'lame'),
    lib('libogg', 'v1.3.4', 'BSD-3-Clause', 'https://github.com/ffmpegwasm/Ogg/tree/v1.3.4', 'ogg'),
    lib('libvorbis', 'v1.3.3', 'BSD-3-Clause', 'https://github.com/ffmpegwasm/vorbis/tree/v1.3.3', 'vorbis'),
    lib('libtheora', 'v1.1.1', 'BSD-3-Clause', 'https://github.com/ffmpegwasm/theora/tree/v1.1.1', 'theora'),
    lib('Opus', 'v1.3.1', 'BSD-3-Clause', 'https://github.com/ffmpegwasm/opus/tree/v1.3.1', 'opus'),
    lib('zlib', 'v1.2.11', 'Zlib', 'https://github.com/ffmpegwasm/zlib/tree/v1.2.11'),
    lib('libwebp', 'v1.3.2', 'BSD-3-Clause, with Google\'s additional patent grant (PATENTS in the source)', 'https://github.com/ffmpegwasm/libwebp/tree/v1.3.2'),
    lib('FreeType', 'VER-2-10-4', 'FTL (FreeType License), chosen over its GPL-2.0 alternative', 'https://github.com/ffmpegwasm/freetype2/tree/VER-2-10-4', 'freetype'),
    lib('GNU FriBidi', 'v1.0.9', 'LGPL-2.1-or-later', 'https://github.com/fribidi/fribidi/tree/v1.0.9', 'fribidi'),
    lib('HarfBuzz', '5.2.0', 'MIT (the "Old MIT" licence)', 'https://github.com/harfbuzz/harfbuzz/tree/5.2.0', 'harfbuzz'),
    lib('libass', '0.15.0', 'ISC', 'https://github.com/libass/libass/tree/0.15.0'),
    lib('zimg', 'release-3.0.5', 'WTFPL', 'https://github.com/sekrit-twc/zimg/tree/release-3.0.5'),
  ],
};

const JSQUASH = 'https://github.com/jamsinclair/jSquash';
const LIBHEIF_JS = 'https://github.com/catdad-experiments/libheif-js';

/** Package name → what its wasm binaries were built from. */
export const COMPILED_IN: Record<string, BinarySource> = {
  '@ffmpeg/core': FFMPEG_CORE,
  '@ffmpeg/core-mt': FFMPEG_CORE,
  // The HEIC decoder (engines/heic/): libheif's own emscripten build, with libde265 for HEVC.
  'libheif-js': {
    source: `${LIBHEIF_JS}/tree/v1.23.2`,
    buildScript: `${LIBHEIF_JS}/blob/v1.23.2/scripts/install.js (libheif's build-emscripten.sh of the same version)`,
    libraries: [
      lib('libheif', '1.23 (as libheif-js 1.23.2 states)', 'LGPL-3.0-or-later', 'https://github.com/strukturag/libheif'),
      lib('libde265', 'as built by libheif 1.23', 'LGPL-3.0-or-later', 'https://github.com/strukturag/libde265'),
    ],
  },
  '@jsquash/avif': {
    source: `${JSQUASH}/tree/main/packages/avif/codec`,
    buildScript: `${JSQUASH}/blob/main/packages/avif/codec/Makefile`,
    libraries: [
      lib('libavif', 'v1.0.1', 'BSD-2-Clause', 'https://github.com/AOMediaCodec/libavif/tree/v1.0.1'),
      lib('libaom', 'v3.7.0', 'BSD-2-Clause, with the Alliance for Open Media Patent License 1.0', 'https://aomedia.googlesource.com/aom/+/refs/tags/v3.7.0'),
      lib('libsharpyuv (libwebp)', 'libwebp e2c8587', 'BSD-3-Clause', 'https://chromium.googlesource.com/webm/libwebp/+/e2c85878f6a33f29948b43d3492d9cdaf801aa54', 'libwebp'),
    ],
  },
  '@jsquash/jpeg': {
    source: `${JSQUASH}/tree/main/packages/jpeg/codec`,
    buildScript: `${JSQUASH}/blob/main/packages/jpeg/codec/Makefile`,
    libraries: [lib('MozJPEG (derived from libjpeg-turbo and the IJG\'s libjpeg)', 'v4 (see the Makefile)', 'IJG AND BSD-3-Clause AND Zlib', 'https://github.com/mozilla/mozjpeg', 'libjpeg-turbo')],
  },
  '@jsquash/webp': {
    source: `${JSQUASH}/tree/main/packages/webp/codec`,
    buildScript: `${JSQUASH}/blob/main/packages/webp/codec/Makefile`,
    libraries: [lib('libwebp', 'see the Makefile', 'BSD-3-Clause, with Google\'s additional patent grant', 'https://chromium.googlesource.com/webm/libwebp')],
  },
  '@jsquash/oxipng': {
    source: `${JSQUASH}/tree/main/packages/oxipng/codec`,
    buildScript: `${JSQUASH}/blob/main/packages/oxipng/codec/build.sh`,
    // Its codec/LICENSE.codec.md (oxipng's MIT licence) is in the package's own section.
    libraries: [],
  },
};
