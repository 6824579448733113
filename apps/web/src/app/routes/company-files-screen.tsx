import { CompanyFilesRoute } from '../../features/files/routes/company-files.tsx';
import { UploadLinksButton } from '../../features/upload-links/components/upload-links-button.tsx';

/**
 * A company's folders and files with its upload links beside the title (issue 32). The two features meet here,
 * where the app composes them, so neither imports the other.
 */
export function CompanyFilesScreen() {
  return <CompanyFilesRoute Extra={UploadLinksButton} />;
}
