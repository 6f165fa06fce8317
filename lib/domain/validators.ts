/** The client helper rules of spec §5; forms on both sides use them. */
export { isIdCardShape as isIdCard } from './idCard';

export const MIN_PASSWORD_LENGTH = 6;

export const isPassword = (s: string) => s.length >= MIN_PASSWORD_LENGTH;
export const isNumber = (s: string) => /^-?\d+$/.test(s);
export const isName = (s: string) => /^[A-Za-z0-9\u4e00-\u9fa5]+$/.test(s);
export const isMobile = (s: string) => /^1\d{10}$/.test(s);
/** A mobile number or a landline with area code and optional extension (0572-2398001-12). */
export const CONTACT_PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?)$/;
export const isContactPhone = (s: string) => CONTACT_PHONE.test(s);
export const isEmail = (s: string) => s.length < 255 && /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(s);
export const isChineseName = (s: string) => /^[\u4e00-\u9fa5]{2,4}$/.test(s);
export const isDecimal = (s: string) => /^-?\d+\.\d{1,4}$/.test(s);
export const isPort = (s: string) => /^\d{1,5}$/.test(s) && Number(s) <= 65535;
export const isIPv4 = (s: string) => /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/.test(s);
export const isUrl = (s: string) => /^(https?|ftp):\/\/[^\s/$.?#].[^\s]*$/i.test(s);
export const isExternal = (s: string) => /^(https?:|mailto:|tel:|\/\/)/.test(s);
export const isBlank = (s: unknown) => s === null || s === undefined || (typeof s === 'string' && (s.trim() === '' || s === 'null'));
