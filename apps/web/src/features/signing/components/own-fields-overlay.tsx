import { useTranslation } from 'react-i18next';
import { isMissing, type TFieldValues, type TOwnField } from './field-values.ts';

type TProps = { fields: TOwnField[]; pageNumber: number; scale: number; values: TFieldValues };

/**
 * The signer's own fields on a page, highlighted and numbered in the order they are filled (the numbers match
 * the list beside the document); a required one still empty stands out.
 */
export function OwnFieldsOverlay({ fields, pageNumber, scale, values }: TProps) {
  const { t } = useTranslation();
  return fields.map((field, index) =>
    field.page !== pageNumber ? null : (
      <a
        key={field.uuid}
        id={`sign-field-${field.uuid}`}
        href={`#sign-input-${field.uuid}`}
        aria-label={t('signing.sign.fieldOnPage', { number: index + 1, kind: t(`signing.kinds.${field.kind}`) })}
        style={{
          position: 'absolute',
          left: field.x * scale,
          top: field.y * scale,
          width: field.width * scale,
          height: field.height * scale,
          border: `2px solid var(--mantine-color-${isMissing(field, values) ? 'orange' : 'blue'}-6)`,
          background: 'color-mix(in srgb, var(--mantine-color-yellow-2) 55%, transparent)',
          fontSize: 11,
          color: 'var(--mantine-color-dark-7)',
          textDecoration: 'none',
          padding: '0 3px',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
        }}
      >
        {index + 1}
      </a>
    ),
  );
}
