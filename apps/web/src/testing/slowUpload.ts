/**
 * A stand-in XMLHttpRequest for stories of an upload under way: it reports the given share of the
 * body as sent, then never answers (MSW cannot hold an upload half-way). Returns the undo.
 */
export function holdUploadAt(fraction: number): () => void {
  const Real = window.XMLHttpRequest;
  class HeldUpload {
    upload: { onprogress?: (event: ProgressEvent) => void } = {};
    open() {}
    setRequestHeader() {}
    send() {
      setTimeout(
        () =>
          this.upload.onprogress?.({
            lengthComputable: true,
            loaded: fraction * 1000,
            total: 1000,
          } as ProgressEvent),
        0,
      );
    }
    abort() {}
  }
  window.XMLHttpRequest = HeldUpload as unknown as typeof XMLHttpRequest;
  return () => {
    window.XMLHttpRequest = Real;
  };
}
