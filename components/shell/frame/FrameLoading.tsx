/** The frame's loading status: a spinner, and its words for assistive technology. */
export default function FrameLoading({ text }: { text: string }) {
  return (
    <div className="app-frame__loading" role="status">
      <span className="app-frame__spinner" />
      <span className="app-frame__hidden">{text}</span>
    </div>
  );
}
