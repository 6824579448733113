import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { IconFolderOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { folderLabel } from '../../../lib/folder-names.ts';
import classes from './folder-trail.module.css';

type TFolderTrailProps = {
  /** The company's name: the root of its folders. */
  rootLabel: string;
  segments: string[];
  folderHref: (path: string) => To;
};

/**
 * The stack of opened folders (spec §4), root first. Each level but the current one links back to itself, which
 * drops every level after it.
 */
export function FolderTrail({ rootLabel, segments, folderHref }: TFolderTrailProps) {
  const { t } = useTranslation();
  const levels = [{ label: rootLabel, path: '' }].concat(
    segments.map((segment, index) => ({
      // The default folders at the top read in the user's language; the path stays as it is.
      label: index === 0 ? folderLabel(t, segment) : segment,
      path: segments.slice(0, index + 1).join('/'),
    })),
  );
  return (
    <Breadcrumbs
      component="nav"
      aria-label={t('files.folderTrail')}
      separatorMargin={6}
      classNames={{ root: classes.trail, breadcrumb: classes.level }}
    >
      {levels.map((level, index) =>
        index < levels.length - 1 ? (
          <Anchor key={level.path} component={Link} to={folderHref(level.path)} size="sm">
            {index === 0 && <IconFolderOpen size={14} aria-hidden style={{ marginRight: 4, verticalAlign: -2 }} />}
            {level.label}
          </Anchor>
        ) : (
          <Text key={level.path} size="sm" fw={600} aria-current="location">
            {index === 0 && <IconFolderOpen size={14} aria-hidden style={{ marginRight: 4, verticalAlign: -2 }} />}
            {level.label}
          </Text>
        ),
      )}
    </Breadcrumbs>
  );
}
