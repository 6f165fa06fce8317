/** Delivers a text message to a mobile number. A sender throws when the message could not be handed over. */
export interface SmsSender {
  readonly name: string;
  send(mobile: string, text: string): Promise<void>;
}
