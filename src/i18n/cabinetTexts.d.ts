/** A cabinet's catalogues in one language (vite.config.ts, cabinetTextsModules): `virtual:cabinet-texts/<cabinet>/<locale>[-first|-later]`. */
declare module 'virtual:cabinet-texts/*' {
  const catalogues: import('./types').Messages[];
  export default catalogues;
}
