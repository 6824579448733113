import { describe, expect, it } from 'vitest';
import { UPLOAD_TYPE_FOLDERS } from '@ledgerport/contract';
import { classifyDocument, RECORD_FOLDERS } from '../../platform/records/record-class.ts';
import { INBOX_FOLDER } from '../files/emailed-files.service.ts';
import { MESSAGES_FOLDER } from '../messages/message-writing.service.ts';
import { SIGNED_DOCUMENTS_FOLDER } from '../signing/envelope-filing.ts';

const classify = (folder: string, uploadType: Parameters<typeof classifyDocument>[0]['uploadType'], name = 'x.pdf') =>
  classifyDocument({ folder, uploadType, name });

describe('the record class rule (issue 35)', () => {
  it('names the folders the portal files into as the features spell them', () => {
    expect(RECORD_FOLDERS).toEqual({
      signedDocuments: SIGNED_DOCUMENTS_FOLDER,
      messages: MESSAGES_FOLDER,
      emailInbox: INBOX_FOLDER,
    });
  });

  it('classes each way a document is filed', () => {
    // A signed 8879 (its copy is named after the envelope's title), and one uploaded by hand.
    expect(classify(SIGNED_DOCUMENTS_FOLDER, 'OTHERS', 'Form 8879 Smith (signed).pdf')).toBe('FORM_8879');
    expect(classify('Others', 'OTHERS', 'f8879_2025.pdf')).toBe('FORM_8879');
    expect(classify('Others', 'OTHERS', 'Invoice 188790.pdf')).toBe('OTHER');
    // Another signed copy (an engagement letter): OTHER.
    expect(classify(SIGNED_DOCUMENTS_FOLDER, 'OTHERS', 'Engagement letter (signed).pdf')).toBe('OTHER');
    // Message attachments and unsorted e-mail: correspondence.
    expect(classify(MESSAGES_FOLDER, 'OTHERS')).toBe('CORRESPONDENCE');
    expect(classify(INBOX_FOLDER, 'OTHERS')).toBe('CORRESPONDENCE');
    // Uploads (also through upload links and e-mail to a request), payroll submissions.
    expect(classify(UPLOAD_TYPE_FOLDERS.BANK_STATEMENT, 'BANK_STATEMENT')).toBe('SOURCE_DOCUMENTS');
    expect(classify(UPLOAD_TYPE_FOLDERS.PAYROLL_DOCUMENT, 'PAYROLL_DOCUMENT')).toBe('SOURCE_DOCUMENTS');
    expect(classify(UPLOAD_TYPE_FOLDERS.CORPORATION_DOCUMENT, 'CORPORATION_DOCUMENT')).toBe('OTHER');
    expect(classify('Anywhere', null)).toBe('OTHER');
    // An organizer's accepted PDF, filed in "Others": the client's own figures.
    expect(
      classifyDocument({
        folder: 'Others',
        uploadType: 'OTHERS',
        name: 'Organizer 2025.pdf',
        origin: 'ORGANIZER_EXPORT',
      }),
    ).toBe('SOURCE_DOCUMENTS');
  });
});
