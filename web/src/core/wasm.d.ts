declare module '*.wasm' {
  const exports: Record<string, unknown>
  export = exports
}
