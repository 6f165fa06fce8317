/** The demo database's line under the sign-in button: the page's (DemoHint.tsx) and the served frame's (FrameLogin.tsx). */
export default function DemoHintText({ text, testId }: { text: string; testId?: string }) {
  return <p className="signin__hint" data-demo-hint="" data-testid={testId}>{text}</p>;
}
