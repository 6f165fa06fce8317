/** An example request body and the `data` of the 200 answer of an operation (a download has no JSON answer to show). */
export interface OperationExample {
  body?: unknown;
  data?: unknown;
}
