/**
 * The list / map switch of a results screen (the search dashboard, the footage-request board): two
 * buttons, the shown view pressed. The texts are the screen's own.
 */
export function ListMapToggle({
  isMap,
  onList,
  onMap,
  texts,
  className,
}: {
  isMap: boolean;
  onList: () => void;
  onMap: () => void;
  texts: { label: string; list: string; map: string };
  className: string;
}) {
  return (
    <div className={className} role="group" aria-label={texts.label}>
      <button
        type="button"
        className={`button${isMap ? ' button--ghost' : ''}`}
        aria-pressed={!isMap}
        onClick={onList}
      >
        {texts.list}
      </button>
      <button
        type="button"
        className={`button${isMap ? '' : ' button--ghost'}`}
        aria-pressed={isMap}
        onClick={onMap}
      >
        {texts.map}
      </button>
    </div>
  );
}
