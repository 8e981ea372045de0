/**
 * Libraries compiled into the wasm binaries the app ships, which their packages do not name, and
 * other works the app's own code incorporates. Each text file under licences/compiled-in/ holds the
 * library's copyright and licence statements; the notice reproduces them after the package that
 * carries the binary, and the SBOM lists each library as a part of that package.
 */
export interface CompiledLibrary {
  name: string;
  /** The version or tag the binary was built from. */
  version: string;
  /** An SPDX expression. */
  licence: string;
  /** What the expression cannot say (a patent grant, a choice made between licences). */
  note?: string;
  /** The library's source, an https URL. */
  source: string;
  /** A package URL where the library has one (pkg:github, pkg:cargo…). */
  purl?: string;
  /** licences/compiled-in/<file> */
  file: string;
}

export interface BinarySource {
  /** The exact source the binary was built from: the released commit and its build script. */
  source: string;
  buildScript?: string;
  libraries: CompiledLibrary[];
}

/** The commit of ffmpeg.wasm tagged "RELEASE: @ffmpeg/core and @ffmpeg/core-mt v0.12.10". */
const FFMPEG_WASM_COMMIT = '71aa99d37c02a7b4c435275ca9ef50e612f6efa1';
const FFMPEG_WASM_RELEASE = `https://github.com/ffmpegwasm/ffmpeg.wasm/tree/${FFMPEG_WASM_COMMIT}`;

const lib = (name: string, version: string, licence: string, source: string, file = name, more: Pick<CompiledLibrary, 'note' | 'purl'> = {}): CompiledLibrary => ({
  name,
  version,
  licence,
  source,
  file: `${file}.txt`,
  ...more,
});
const note = (text: string) => ({ note: text });
const crate = (name: string, version: string, licence: string, source: string): CompiledLibrary =>
  lib(name, version, licence, source, 'rust-crates', /^\d+\.\d+\.\d+$/.test(version) ? { purl: `pkg:cargo/${name}@${version}` } : {});

const FFMPEG_CORE: BinarySource = {
  source: FFMPEG_WASM_RELEASE,
  buildScript: `https://github.com/ffmpegwasm/ffmpeg.wasm/blob/${FFMPEG_WASM_COMMIT}/Dockerfile (with build/*.sh and Makefile of the same commit)`,
  libraries: [
    lib('FFmpeg', 'n5.1.4', 'GPL-2.0-or-later', 'https://github.com/FFmpeg/FFmpeg/tree/n5.1.4', 'ffmpeg', note('LGPL-2.1-or-later code, configured with --enable-gpl')),
    lib('x264', 'branch 4-cores of ffmpegwasm/x264', 'GPL-2.0-or-later', 'https://github.com/ffmpegwasm/x264/tree/4-cores'),
    lib('x265', '3.4', 'GPL-2.0-or-later', 'https://github.com/ffmpegwasm/x265/tree/3.4'),
    lib('libvpx', 'v1.13.1', 'BSD-3-Clause', 'https://github.com/ffmpegwasm/libvpx/tree/v1.13.1', 'libvpx', note("with Google's additional patent grant")),
    lib('LAME', 'master of ffmpegwasm/lame', 'LGPL-2.0-or-later', 'https://github.com/ffmpegwasm/lame', 'lame'),
    lib('libogg', 'v1.3.4', 'BSD-3-Clause', 'https://github.com/ffmpegwasm/Ogg/tree/v1.3.4', 'ogg'),
    lib('libvorbis', 'v1.3.3', 'BSD-3-Clause', 'https://github.com/ffmpegwasm/vorbis/tree/v1.3.3', 'vorbis'),
    lib('libtheora', 'v1.1.1', 'BSD-3-Clause', 'https://github.com/ffmpegwasm/theora/tree/v1.1.1', 'theora'),
    lib('Opus', 'v1.3.1', 'BSD-3-Clause', 'https://github.com/ffmpegwasm/opus/tree/v1.3.1', 'opus'),
    lib('zlib', 'v1.2.11', 'Zlib', 'https://github.com/ffmpegwasm/zlib/tree/v1.2.11'),
    lib('libwebp', 'v1.3.2', 'BSD-3-Clause', 'https://github.com/ffmpegwasm/libwebp/tree/v1.3.2', 'libwebp', note("with Google's additional patent grant (PATENTS in the source)")),
    lib('FreeType', 'VER-2-10-4', 'FTL', 'https://github.com/ffmpegwasm/freetype2/tree/VER-2-10-4', 'freetype', note('the FreeType License, chosen over its GPL-2.0 alternative')),
    lib('GNU FriBidi', 'v1.0.9', 'LGPL-2.1-or-later', 'https://github.com/fribidi/fribidi/tree/v1.0.9', 'fribidi'),
    lib('HarfBuzz', '5.2.0', 'MIT-Modern-Variant', 'https://github.com/harfbuzz/harfbuzz/tree/5.2.0', 'harfbuzz', note('HarfBuzz\'s "Old MIT" licence')),
    lib('libass', '0.15.0', 'ISC', 'https://github.com/libass/libass/tree/0.15.0'),
    lib('zimg', 'release-3.0.5', 'WTFPL', 'https://github.com/sekrit-twc/zimg/tree/release-3.0.5'),
  ],
};

const JSQUASH = 'https://github.com/jamsinclair/jSquash';
const ORT = 'https://github.com/microsoft/onnxruntime';
const ORT_DEPS = 'cmake/deps.txt of onnxruntime v1.21.0';
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
      lib('libaom', 'v3.7.0', 'BSD-2-Clause', 'https://aomedia.googlesource.com/aom/+/refs/tags/v3.7.0', 'libaom', note('with the Alliance for Open Media Patent License 1.0')),
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
    libraries: [lib('libwebp', 'see the Makefile', 'BSD-3-Clause', 'https://chromium.googlesource.com/webm/libwebp', 'libwebp', note("with Google's additional patent grant"))],
  },
  '@jsquash/oxipng': {
    source: `${JSQUASH}/tree/main/packages/oxipng/codec`,
    buildScript: `${JSQUASH}/blob/main/packages/oxipng/codec/build.sh`,
    // Its codec/LICENSE.codec.md (oxipng's MIT licence) is in the package's own section.
    libraries: [
      crate('oxipng', '9.1.1', 'MIT', 'https://github.com/shssoichiro/oxipng/tree/v9.1.1'),
      lib('libdeflate', '1.20', 'MIT', 'https://github.com/ebiggers/libdeflate/tree/v1.20', 'libdeflate', { purl: 'pkg:github/ebiggers/libdeflate@v1.20' }),
      crate('libdeflater', '1.20.0', 'Apache-2.0', 'https://github.com/adamkewley/libdeflater'),
      crate('libdeflate-sys', '1.20.0', 'Apache-2.0', 'https://github.com/adamkewley/libdeflater'),
      crate('bitvec', '1.0.1', 'MIT', 'https://github.com/ferrilab/bitvec'),
      crate('wyz', '0.5.1', 'MIT', 'https://github.com/myrrlyn/wyz'),
      crate('funty', '2', 'MIT', 'https://github.com/ferrilab/funty'),
      crate('radium', '0.7', 'MIT', 'https://github.com/ferrilab/radium'),
      crate('tap', '1', 'MIT', 'https://github.com/myrrlyn/tap'),
      crate('indexmap', '2.2.6', 'Apache-2.0 OR MIT', 'https://github.com/indexmap-rs/indexmap'),
      crate('hashbrown', '0.14.5', 'MIT OR Apache-2.0', 'https://github.com/rust-lang/hashbrown'),
      crate('equivalent', '1', 'Apache-2.0 OR MIT', 'https://github.com/indexmap-rs/equivalent'),
      crate('rgb', '0.8', 'MIT', 'https://github.com/kornelski/rust-rgb'),
      crate('log', '0.4', 'MIT OR Apache-2.0', 'https://github.com/rust-lang/log'),
      crate('rayon', '1.10.0', 'MIT OR Apache-2.0', 'https://github.com/rayon-rs/rayon'),
      crate('rayon-core', '1.12.1', 'MIT OR Apache-2.0', 'https://github.com/rayon-rs/rayon'),
      crate('crossbeam-channel', '0.5.13', 'MIT OR Apache-2.0', 'https://github.com/crossbeam-rs/crossbeam'),
      crate('crossbeam-epoch', '0.9.18', 'MIT OR Apache-2.0', 'https://github.com/crossbeam-rs/crossbeam'),
      crate('crossbeam-deque', '0.8', 'MIT OR Apache-2.0', 'https://github.com/crossbeam-rs/crossbeam'),
      crate('crossbeam-utils', '0.8', 'MIT OR Apache-2.0', 'https://github.com/crossbeam-rs/crossbeam'),
      crate('either', '1', 'MIT OR Apache-2.0', 'https://github.com/rayon-rs/either'),
      crate('dlmalloc', '0.2.6', 'MIT OR Apache-2.0', 'https://github.com/alexcrichton/dlmalloc-rs'),
      crate('wasm-bindgen', '0.2', 'MIT OR Apache-2.0', 'https://github.com/rustwasm/wasm-bindgen'),
      crate('js-sys', '0.3', 'MIT OR Apache-2.0', 'https://github.com/rustwasm/wasm-bindgen'),
      crate('wasm-bindgen-rayon', '1', 'MIT OR Apache-2.0', 'https://github.com/RReverser/wasm-bindgen-rayon'),
      crate('Rust standard library', 'rustc 59e2c01c', 'MIT OR Apache-2.0', 'https://github.com/rust-lang/rust/tree/59e2c01c2217a01546222e4d9ff4e6695ee8a1db'),
    ],
  },
  // The wasm onnxruntime-web runs the background-removal model with (engines/removebg/ort-wasm*).
  'onnxruntime-web': {
    source: `${ORT}/tree/v1.21.0`,
    buildScript: `${ORT}/blob/v1.21.0/tools/ci_build/build.py (--build_wasm; its dependencies pinned in cmake/deps.txt of the same tag)`,
    libraries: [
      lib('ONNX', 'v1.17.0', 'Apache-2.0', 'https://github.com/onnx/onnx/tree/v1.17.0', 'onnx', { purl: 'pkg:github/onnx/onnx@v1.17.0' }),
      lib('Protocol Buffers', 'v3.21.12', 'BSD-3-Clause', 'https://github.com/protocolbuffers/protobuf/tree/v21.12', 'protobuf', { purl: 'pkg:github/protocolbuffers/protobuf@v21.12' }),
      lib('Abseil', '20240722.0', 'Apache-2.0', 'https://github.com/abseil/abseil-cpp/tree/20240722.0', 'abseil', { purl: 'pkg:github/abseil/abseil-cpp@20240722.0' }),
      lib('RE2', '2024-07-02', 'BSD-3-Clause', 'https://github.com/google/re2/tree/2024-07-02', 're2', { purl: 'pkg:github/google/re2@2024-07-02' }),
      lib('JSON for Modern C++', 'v3.11.3', 'MIT', 'https://github.com/nlohmann/json/tree/v3.11.3', 'nlohmann-json', { purl: 'pkg:github/nlohmann/json@v3.11.3' }),
      lib('Eigen', `as pinned in ${ORT_DEPS}`, 'MPL-2.0', 'https://gitlab.com/libeigen/eigen', 'eigen', note('files under other licences, as its statement lists')),
      lib('FlatBuffers', `as pinned in ${ORT_DEPS}`, 'Apache-2.0', 'https://github.com/google/flatbuffers', 'flatbuffers'),
      lib('SafeInt', `as pinned in ${ORT_DEPS}`, 'MIT', 'https://github.com/dcleblanc/SafeInt', 'safeint'),
      lib('Microsoft GSL', `as pinned in ${ORT_DEPS}`, 'MIT', 'https://github.com/microsoft/GSL', 'gsl'),
    ],
  },
};

/**
 * Works the app's own code incorporates (listed in the notice and the SBOM like a binary's parts).
 */
export const IN_OWN_CODE: BinarySource = {
  source: 'kits/image/ssimulacra2/ (the SSIMULACRA 2.1 port: weights.ts and the constants of score.ts and xyb.ts)',
  libraries: [
    lib('libjxl (SSIMULACRA 2.1, tools/ssimulacra2.cc)', 'SSIMULACRA 2.1', 'BSD-3-Clause', 'https://github.com/libjxl/libjxl/blob/main/tools/ssimulacra2.cc', 'libjxl', { purl: 'pkg:github/libjxl/libjxl' }),
  ],
};
