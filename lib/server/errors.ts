import 'server-only';

/** Default texts by code (spec §8). */
export const DEFAULT_MESSAGES: Record<number, string> = {
  400: '发出的请求有错误，服务器没有进行新建或修改数据的操作',
  401: '用户没有权限（令牌、用户名、密码错误或登录已过期）',
  403: '用户得到授权，但是访问是被禁止的',
  404: '访问资源不存在',
  406: '请求的格式不可得',
  409: '数据已被他人修改，请刷新后重试',
  410: '请求的资源被永久删除，且不会再得到的',
  413: '请求体过大（上限 1 MB）',
  422: '提交的数据不符合业务规则',
  429: '请求过于频繁，请稍后再试',
  500: '服务器发生错误，请检查服务器',
  502: '网关错误',
  503: '服务不可用，服务器暂时过载或维护',
  504: '网关超时',
};

/** A refusal the client is meant to see: the HTTP status equals the envelope code. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message?: string,
    readonly data: unknown = null,
    /** The English text, used when the caller asks for English. */
    readonly messageEn?: string,
  ) {
    super(message ?? DEFAULT_MESSAGES[code] ?? '请求失败');
  }
}
