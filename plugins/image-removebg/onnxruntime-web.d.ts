// onnxruntime-web's package exports give no types: the two entry points the engine imports, typed
// as its own types.d.ts types them.
declare module 'onnxruntime-web' {
  export * from 'onnxruntime-common';
}
declare module 'onnxruntime-web/webgpu' {
  export * from 'onnxruntime-common';
}
