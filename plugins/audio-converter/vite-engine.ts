import { ffmpegEnginePlugin } from '../../kits/media/ffmpeg/vite-engine';

/** This tool's engine files (ffmpeg.wasm cores) in the build output under /engines/ffmpeg/. */
export default ffmpegEnginePlugin;
