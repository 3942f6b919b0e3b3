/** An image of a Blob; its object URL lives exactly as long as the element. */
export function BlobImage({ blob, alt }: { blob: Blob; alt: string }) {
  return (
    <img
      alt={alt}
      ref={(img) => {
        if (!img) return;
        const url = URL.createObjectURL(blob);
        img.src = url;
        return () => URL.revokeObjectURL(url);
      }}
    />
  );
}
