import { TextDecoder, TextEncoder } from 'node:util';

/** jsdom lacks the encoders React Router needs; import this first in a component test. */
Object.assign(globalThis, { TextEncoder, TextDecoder });
