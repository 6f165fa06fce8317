import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';

/**
 * The nonce of the page's Content-Security-Policy (app/layout.tsx gives it to Emotion's cache), for a style
 * element written outside Emotion: without it the browser refuses the element.
 */
export const useStyleNonce = (): string | undefined => useEmotionCache()?.nonce;
