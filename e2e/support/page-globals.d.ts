// What the end-to-end tests add to the pages they drive (in page.evaluate and addInitScript
// callbacks): recorders of events, messages, frames and CSP reports.
export {};

declare global {
  interface Window {
    __events: { type: string; id: string | null; detail: any }[];
    __messages: any[];
    __probe: any;
    __frames: any;
    __framing: any;
    __longtasks: any[];
    __firstPaint: any;
    __terminated: number;
    __csp: any[];
    __pixel: (n: number, dx?: number, dy?: number) => number[];
    __refused: any[];
    __tones: number;
    __pixels: any;
    axe: any;
  }
}
