import { Button, Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FIELD_KINDS, type TFieldKind } from '@ledgerport/contract';

type TSigner = { position: number; name: string };
type TProps = {
  signers: TSigner[];
  signerPosition: number;
  onSignerChange: (position: number) => void;
  pageCount: number;
  page: number;
  onPageChange: (page: number) => void;
  onAdd: (kind: TFieldKind) => void;
};

/** Whose fields are being placed, on which page, and one button per kind of field to add there. */
export function FieldToolbar({
  signers,
  signerPosition,
  onSignerChange,
  pageCount,
  page,
  onPageChange,
  onAdd,
}: TProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="end" wrap="wrap">
      <NativeSelect
        label={t('signing.editor.signer')}
        value={String(signerPosition)}
        onChange={(e) => onSignerChange(Number(e.currentTarget.value))}
        data={signers.map((s) => ({ value: String(s.position), label: `${s.position}. ${s.name}` }))}
      />
      <NativeSelect
        label={t('signing.editor.page')}
        value={String(page)}
        onChange={(e) => onPageChange(Number(e.currentTarget.value))}
        data={Array.from({ length: pageCount }, (_, i) => String(i + 1))}
      />
      <Group gap={4} role="toolbar" aria-label={t('signing.editor.addFields')} wrap="wrap">
        {FIELD_KINDS.map((kind) => (
          <Button key={kind} size="xs" variant="light" onClick={() => onAdd(kind)}>
            {t('signing.editor.add', { kind: t(`signing.kinds.${kind}`) })}
          </Button>
        ))}
      </Group>
    </Group>
  );
}
