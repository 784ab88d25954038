/** The partner's registry upload (G4) and its reports; the registers' list is declared (resource.ts). */
export { default } from './routes';
