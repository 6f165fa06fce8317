export interface LogRule {
  name: string;
  pattern: RegExp;
  isSecret?: (match: RegExpMatchArray) => boolean;
  ruleName?: (match: RegExpMatchArray) => string;
}
export interface LogFinding {
  /** 1-based. */
  line: number;
  rule: string;
  match: string;
}

export declare const LOG_RULES: LogRule[];
export declare function secretsIn(line: string): { rule: string; match: string }[];
export declare function checkLogLines(lines: Iterable<string>): LogFinding[];
export declare function checkLogFile(file: string): Promise<{ lines: number; findings: LogFinding[] }>;
export declare function describeFinding(finding: LogFinding): string;
