/**
 * Every message the contract's schemas set themselves, by a stable id. The server answers field issues with
 * these English texts (the spec's §5 wording where the spec has one); the web finds the id of a message it
 * receives and shows `errors.rules.<id>` in the user's language, so a rule the form did not catch is still
 * explained in that language. Never change a text without updating the translations: the id is found by
 * the exact text. Zod's own generic messages (wrong type, unknown key...) are not listed.
 */
export const VALIDATION_MESSAGES = {
  // Spec §5, word for word (including its spelling and lower case).
  nameRequired: 'Name is required',
  rootDirectoryRequired: 'Root directory is required',
  primaryContactEmailRequired: 'Primary contact email is required',
  passwordRule:
    'Password must contain at least 1 uppercase letter, 1 lowercase letter, 1 number, 1 special character, and be at least 8 characters long.',
  passwordsDontMatch: "Passwords don't match",
  selectUserRole: 'please select user role',
  selectPermission: 'Please select at least one permission for this role',
  amountRequired: 'Amount is required',
  collectedRequired: 'Collected is required',
  completeRequiredFields: 'Please complete all required fields before proceeding',
  noRowsSelected: 'No rows selected. Please select rows before submitting.',
  pushSubjectRequired: 'Email subject is required.',
  pushBodyRequired: 'Email body is required.',
  pushBodyTooLong: 'Email body must not exceed 160 characters.',
  spreadsheetType: 'Invalid file type. Please upload an Excel or CSV file.',
  spreadsheetEmpty: 'No data found. Please upload a valid Excel file.',
  // Ours, where the spec names a rule but gives no text.
  emailInvalid: 'Enter a valid e-mail address',
  mobileRequired: 'Mobile is required',
  userNameRequired: 'User name is required',
  officePhoneRequired: 'Office phone is required',
  faxRequired: 'Fax is required',
  confirmPassword: 'Confirm the password',
  invitedStartsActive: 'An invited user cannot start disabled: set a password now, or disable them later',
  currentPasswordRequired: 'Enter your current password',
  rootDirectoryUnsafe: 'The root directory may not contain "..", "\\", "%" or control characters',
  rootDirectoryLocalFolder: 'A local root directory is one folder name: letters, digits, spaces, ".", "_" or "-"',
  rootDirectoryS3Bucket: 'An S3 root directory starts with a valid bucket name',
  rootDirectoryS3Prefix: 'Each prefix segment must be a plain name',
  timezoneUnknown: 'Unknown time zone',
  signupCodeFormat: 'The code is the 6 digits from the e-mail',
  pathInvalid: 'A file or folder path may not contain backslashes or NUL characters',
  amountNotNegative: 'The amount may not be negative',
  amountFormat: 'Enter an amount with at most 13 digits and 2 decimals, e.g. 1234.50',
  dateInvalid: 'Enter a real date as YYYY-MM-DD',
  monthInvalid: 'Enter the month as YYYY-MM-01',
  saleMonthRequired: 'Sale month is required',
  submittedDateRequired: 'Submitted date is required',
  payableTaxRequired: 'Payable tax amount is required',
  processDateRequired: 'Process date is required',
  periodReversed: 'The period may not end before it starts',
  phoneInvalid: 'Enter a phone number the way it is dialled, with its country code if not from the US',
  rowNeedsContact: 'The row needs an e-mail address or a phone number',
  sheetMissingColumn: 'The sheet lacks this column',
  sheetTooManyRows: 'The sheet has more rows than allowed',
  spreadsheetUnsafe: 'This file cannot be read safely as a spreadsheet',
  rowNotInSheet: 'This row is not in the sheet',
  cellNotEditable: 'This cell cannot be changed',
  duplicateInSheet: 'This value appears more than once in the sheet',
  rootDirectoryTypeChoice: 'Root directory type must be LOCAL_FOLDER or AWS_S3',
  cellInvalid: 'This value is too long or not in the expected form',
  rootDirectoryTaken: 'Another tenant already uses this root directory',
  tenantNameTaken: 'Another tenant already has this name',
  settingsNameRequired: 'Settings name is required',
  priorityRequired: 'Priority is a whole number from 0 to 9999',
  remarksRequired: 'Remarks are required',
  featureStatusChoice: 'Status must be 1 (Active) or 0 (In-active)',
  firmNameRequired: 'Firm name is required',
  colorHex: 'Enter the colour as # and six hexadecimal digits, e.g. #1c7ed6',
  logoType: 'The logo must be a PNG, JPEG or WebP image',
  logoTooLarge: 'The logo may be at most 256 KB',
  reviewNoteRequired: 'Say what needs attention: the client reads this note',
  selectionRepeats: 'An item is listed more than once',
  trashRetentionDays: 'Keep deleted items for 1 to 3650 days',
  // Document requests (issue 16).
  requestTitleRequired: 'Title is required',
  requestTitleTooLong: 'The title may be at most 200 characters',
  requestDescriptionTooLong: 'The description may be at most 4000 characters',
  dueDateRequired: 'Due date is required',
  dueDateInPast: 'The due date may not be in the past',
  dueDaysRange: 'Days after the period ends must be a whole number from 0 to 120',
  firstPeriodRequired: 'A recurring request needs its first period',
  firstPeriodTooOld: 'The first period may begin at most 24 months ago',
  quarterStartRequired: 'A quarterly request starts on the first day of a quarter (January, April, July or October)',
  periodBothOrNeither: 'Give both the first and the last day of the period, or neither',
  returnNoteRequired: 'Say what is missing (at most 2000 characters): the client reads this note',
  receivedNoteRequired: 'Say how it reached the firm (at most 2000 characters): the client reads this note',
  reminderOffsetRange: 'Reminder days are whole numbers from 1 to 60, at most 10 of them',
  reminderOffsetRepeated: 'A reminder day is listed more than once',
  quietHourRange: 'Quiet hours are whole hours from 0 to 23',
  // Notification e-mails (issue 32, part 5).
  digestHourRange: 'The digest hour is a whole hour from 0 to 23',
  quietHoursSame: 'Quiet hours need a start and an end that differ',
  templateItemsRequired: 'A template needs at least one request',
  templateItemTiming: 'Give each request either the days until it is due or a recurrence, not both',
  dueInDaysRange: 'Days until due must be a whole number from 0 to 365',
  noTenantsChosen: 'Choose at least one client, or all clients',
  templateNameTaken: 'Another template already has this name',
  responsibleStaffInvalid: 'Choose an active staff member',
  // The completeness matrix (issue 16, item 4).
  completenessMonthInvalid: 'Enter the month as YYYY-MM',
  completenessRangeReversed: 'The last month may not be before the first month',
  completenessRangeTooLong: 'Show at most 24 months or 24 quarters at once',
  completenessPageSize: 'per_page must be one of 50, 100, 200, 500, 1000, 2000',
  periodKeyInvalid: 'Enter the period as YYYY-MM or YYYY-Q1 to YYYY-Q4',
  // Rules the server checks outside a request schema (a multipart body, a pair of query fields).
  selectFileToUpload: 'Please select a file to upload.',
  dayRangeReversed: 'The last day may not be before the first day',
  // Checked for every request in one place (platform/http/control-characters.ts) and for every stored name.
  // Password strength beyond the spec's rule (zxcvbn): why a password that passes the rule is still refused.
  passwordTooCommon: 'This password is among the most used ones: choose one nobody else would',
  passwordHasPersonalInfo: 'The password may not contain your name or e-mail address',
  passwordHasSiteName: "The password may not contain the portal's or the firm's name",
  passwordTooPredictable: 'This password is too easy to guess: use a few unrelated words, or more characters',
  controlCharacters: 'Control characters (such as NUL) are not allowed here',
  nestedTooDeep: 'The request is nested too deeply',
  nameFormatCharacters: 'Names may not contain invisible or direction-changing characters',
  selectionNested: 'An item lies inside a folder that is also selected: select the folder or what is in it',
  // A bulk tenant sheet's optional Language column (issue 30): the language its owner is invited in.
  languageUnknown: 'Write the language as en, es, de, it or ru, or its name (English, Deutsch…)',
  // Upload links (issue 32).
  uploadLinkOneTarget: 'Choose a folder or a request, not both',
  uploadLinkFolderUnknown: 'Choose an existing folder of this company',
  uploadLinkRequestClosed: 'Choose an open request that asks for documents',
  uploadLinkTotalTooLarge: 'The total size is more than the server takes through one link',
  // Organizers (issue 33): a template's definition as a whole, and answers checked against their question.
  organizerKeyFormat: 'A key is a lower-case letter, then letters, digits or "_" (at most 40)',
  organizerKeyRepeated: 'This key is used twice',
  organizerOptionsMismatch: 'Choices need options; other kinds have none',
  organizerColumnsMismatch: 'A repeating group needs columns; other kinds have none',
  organizerMinAboveMax: 'The minimum is above the maximum',
  organizerConditionLooksBack: 'A condition can only look at a question asked before it',
  organizerConditionKind: 'A condition cannot test this kind of question',
  organizerTooManyQuestions: 'At most 300 questions in one organizer',
  organizerAnswerKind: 'This answer is not of the kind the question asks for',
  organizerTextTooLong: 'This answer is too long',
  organizerNumberInvalid: 'Enter a number',
  organizerOutOfRange: 'This number is outside the range the question allows',
  organizerOptionUnknown: 'Choose one of the options offered',
  organizerTooManyRows: 'At most 200 rows',
  organizerCellInvalid: 'A cell of this row is not in the expected form',
  organizerCellRequired: 'A required cell of this row is empty',
  organizerFileAnswer: 'Files are added by uploading them to the question',
  organizerTooManyFiles: 'At most 20 files for one question',
  organizerCommentQuestion: 'Comment only on a question the client sees',
  // Must list PAGE_SIZES (pagination.ts imports this file, so it cannot be built from there; a test compares).
  pageSizeChoice: 'per_page must be one of 10, 15, 20, 30, 50, 100',
  // Messages (issue 34).
  messageRequired: 'Write a message',
  messageTooLong: 'A message may be at most 20,000 characters',
  subjectRequired: 'Give the conversation a subject',
  reasonRequired: 'Give a reason',
  messageTooManyFiles: 'At most 10 files in one message',
  // Records and retention (issue 35).
  reasonTooLong: 'A reason may be at most 500 characters',
  retentionYearsRange: 'Keep records for 1 to 100 years',
  taxYearRange: 'A tax year is between 1900 and 2200',
  recordChangeEmpty: 'Change the record class, the tax year or both',
} as const;

export type TValidationMessageId = keyof typeof VALIDATION_MESSAGES;

/** Entries the server raises itself rather than through a contract schema (see where each is used). */
export const SERVICE_RULE_IDS: readonly TValidationMessageId[] = [
  'selectFileToUpload',
  // Organizers (issue 33): an answer is checked against its question's kind, limits and options on the server.
  'organizerAnswerKind',
  'organizerTextTooLong',
  'organizerNumberInvalid',
  'organizerOutOfRange',
  'organizerOptionUnknown',
  'organizerTooManyRows',
  'organizerCellInvalid',
  'organizerCellRequired',
  'organizerFileAnswer',
  'organizerTooManyFiles',
  'organizerCommentQuestion',
  // Messages (issue 34): the files of one message, counted as the form is read.
  'messageTooManyFiles',
  // Upload links (issue 32): checked against the company's folders and requests and the server's limit.
  'uploadLinkFolderUnknown',
  'uploadLinkRequestClosed',
  'uploadLinkTotalTooLarge',
  // Requests (issue 16): "today" is the firm's, known only to the server.
  'dueDateInPast',
  'firstPeriodTooOld',
  'dayRangeReversed',
  // Request templates and assignment: checked against what is stored.
  'templateNameTaken',
  'responsibleStaffInvalid',
  // The firm logo (issue 15): checked on the uploaded bytes (features/settings/logo-image.ts).
  'logoType',
  'logoTooLarge',
  'controlCharacters',
  'nestedTooDeep',
  'nameFormatCharacters',
  // Bulk move/delete (issue 15): an item inside a folder that is also selected, found once the paths are known.
  'selectionNested',
  'passwordTooCommon',
  'passwordHasPersonalInfo',
  'passwordHasSiteName',
  'passwordTooPredictable',
  // Spreadsheet intake and rows (issue 6): checked on the parsed sheet, on both sides.
  'spreadsheetType',
  'spreadsheetEmpty',
  'phoneInvalid',
  'rowNeedsContact',
  'sheetMissingColumn',
  'sheetTooManyRows',
  'spreadsheetUnsafe',
  'rowNotInSheet',
  'cellNotEditable',
  'duplicateInSheet',
  // Bulk tenant rows: a sheet cell is free text, so the rules a form enforces by its inputs get texts here.
  'rootDirectoryTypeChoice',
  'cellInvalid',
  'rootDirectoryTaken',
  'tenantNameTaken',
  'languageUnknown',
];

export const VALIDATION_MESSAGE_IDS = Object.keys(VALIDATION_MESSAGES) as TValidationMessageId[];

const idByText = new Map<string, TValidationMessageId>(
  VALIDATION_MESSAGE_IDS.map((id) => [VALIDATION_MESSAGES[id], id]),
);

/** The catalogue id of a message the server sent, or undefined when it is not one of ours (e.g. zod's own). */
export const validationMessageId = (message: string): TValidationMessageId | undefined => idByText.get(message);
