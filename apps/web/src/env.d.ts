/// <reference types="vite/client" />

/** Maps pre-rendered at build time by vite.config.ts (`virtual:diadochi-map/<ruleset>-<language>`). */
declare module 'virtual:diadochi-map/*' {
  const map: {
    ruleset: string;
    language: 'fr' | 'en';
    width: number;
    height: number;
    viewBox: string;
    anchors: Record<string, { unit: [number, number]; label: [number, number] }>;
    svg: string;
  };
  export default map;
}
