import { Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfDocument, type TPageSize } from '../pdf/pdf-document.tsx';
import { FieldBox } from './field-box.tsx';
import type { TFieldKind } from '@ledgerport/contract';
import { newField, type TPlacedField } from './field-geometry.ts';
import { FieldToolbar } from './field-toolbar.tsx';

type TProps = {
  pages: TPageSize[];
  bytes: ArrayBuffer | undefined;
  signers: { position: number; name: string }[];
  fields: TPlacedField[];
  onChange: (fields: TPlacedField[]) => void;
};

/** Staff place each signer's fields on the document, with the mouse or the keyboard. */
export function FieldEditor({ pages, bytes, signers, fields, onChange }: TProps) {
  const { t } = useTranslation();
  const [signerPosition, setSignerPosition] = useState(signers[0]?.position ?? 1);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const focusNext = useRef<number | null>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const nameOf = (position: number) => signers.find((s) => s.position === position)?.name ?? String(position);

  // A field just added takes the focus, so the keyboard can move it at once.
  useEffect(() => {
    if (focusNext.current === null) return;
    overlayRef.current
      ?.querySelector<HTMLElement>(`[data-field-index="${focusNext.current}"] [role="button"]`)
      ?.focus();
    focusNext.current = null;
  }, [fields]);

  const add = (kind: TFieldKind) => {
    const size = pages[page - 1];
    if (!size) return;
    onChange([...fields, newField(kind, signerPosition, page, size)]);
    setSelected(fields.length);
    focusNext.current = fields.length;
  };
  const replace = (index: number, field: TPlacedField) => onChange(fields.map((f, i) => (i === index ? field : f)));
  const remove = (index: number) => {
    onChange(fields.filter((_, i) => i !== index));
    setSelected(null);
  };
  const current = selected === null ? undefined : fields[selected];

  return (
    <Stack gap="sm">
      <FieldToolbar
        signers={signers}
        signerPosition={signerPosition}
        onSignerChange={setSignerPosition}
        pageCount={pages.length}
        page={page}
        onPageChange={setPage}
        onAdd={add}
      />
      <Text id="signing-editor-keys" size="xs" c="dimmed">
        {t('signing.editor.keys')}
      </Text>
      <Text size="sm" aria-live="polite" data-testid="field-position">
        {current
          ? t('signing.editor.position', {
              kind: t(`signing.kinds.${current.kind}`),
              page: current.page,
              x: Math.round(current.x),
              y: Math.round(current.y),
              width: Math.round(current.width),
              height: Math.round(current.height),
            })
          : t('signing.editor.count', { count: fields.length })}
      </Text>
      <div ref={overlayRef}>
        <PdfDocument
          pages={pages}
          bytes={bytes}
          renderOverlay={(pageNumber, scale) =>
            fields.map((field, index) =>
              field.page !== pageNumber ? null : (
                <span key={index} data-field-index={index}>
                  <FieldBox
                    field={field}
                    page={pages[pageNumber - 1]!}
                    scale={scale}
                    signerName={nameOf(field.signer_position)}
                    selected={selected === index}
                    onSelect={() => setSelected(index)}
                    onChange={(next) => replace(index, next)}
                    onDelete={() => remove(index)}
                  />
                </span>
              ),
            )
          }
        />
      </div>
    </Stack>
  );
}
