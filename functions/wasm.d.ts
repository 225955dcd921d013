// WebAssembly imports, which wrangler bundles as compiled modules (the Workers runtime compiles no WebAssembly at run time).
declare module '*.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
