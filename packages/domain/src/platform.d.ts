// The one platform API the domain uses, present in every JavaScript runtime the registry runs on
// (Node.js and the browsers). Declared here so the domain compiles without Node's or the DOM's types.
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
