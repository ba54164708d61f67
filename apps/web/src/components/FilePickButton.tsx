import { useRef } from 'react';
import { Button } from './Button.tsx';
import { Icon, type IconName } from './Icon.tsx';

interface FilePickButtonProps {
  label: string;
  accept: string;
  icon: IconName;
  multiple?: boolean;
  disabled?: boolean;
  busy?: boolean;
  onFiles: (files: File[]) => void;
}

/** A button that opens the file chooser (the file input itself stays out of sight and out of the tab order). */
export function FilePickButton({ label, accept, icon, multiple = true, disabled, busy, onFiles }: FilePickButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button color="gray" outline size="small" disabled={disabled} loading={busy} onClick={() => input.current?.click()}>
        {!busy && <Icon name={icon} className="size-4" />}
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        tabIndex={-1}
        aria-label={label}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
