import { createContext, useContext } from 'react';

/** The nonce of the page's Content-Security-Policy, which the page hands to the client app (app/[[...slug]]/page.tsx). */
export const StyleNonceContext = createContext<string | undefined>(undefined);

/**
 * The nonce for a style element written in the browser (Emotion's, a print sheet's, the sign-in page's): without it the
 * browser refuses the element.
 */
export const useStyleNonce = (): string | undefined => useContext(StyleNonceContext);
