// country-flag-icons ships per-country SVG strings without type declarations.
declare module 'country-flag-icons/string/3x2/*' {
  const svg: string;
  export default svg;
}
