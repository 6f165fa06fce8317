/** An old IE core (IE itself, or a dual-core browser in compatibility mode): its user agent names MSIE or Trident. */
export const isOldIeCore = (userAgent: string): boolean => /MSIE |Trident\//.test(userAgent);
