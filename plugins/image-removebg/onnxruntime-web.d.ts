// onnxruntime-web's package exports give no types; its types.d.ts declares each entry point.
/// <reference path="../../node_modules/onnxruntime-web/types.d.ts" />
