declare module 'seedrandom/lib/alea.js' {
  const alea: unknown;
  export default alea;
}
