/** The translators' admin views speak the admin's language (Vietnamese or English). */
export const ADMIN_TEXTS = {
  vi: {
    navTitle: 'Dịch thuật',
    missingTitle: 'Bản dịch còn thiếu',
    missingIntro:
      'Các tài liệu có nội dung ở một ngôn ngữ nhưng còn trống ở ngôn ngữ kia, theo từng bộ sưu tập. Mở một tài liệu để dịch phần còn thiếu.',
    textsTitle: 'Văn bản giao diện song ngữ',
    textsIntro:
      'Mỗi dòng là một văn bản của giao diện trang web: sửa tiếng Việt và tiếng Anh cạnh nhau rồi lưu dòng đó.',
    document: 'Tài liệu',
    missingIn: { vi: 'Thiếu tiếng Việt', en: 'Thiếu tiếng Anh' },
    nothingMissing: 'Không thiếu bản dịch nào.',
    checked: (count: number) => `Đã xem ${count} tài liệu`,
    more: (count: number) => `và ${count} trường khác`,
    fields: (count: number) => `${count} trường`,
    translate: { vi: 'Dịch sang tiếng Việt', en: 'Dịch sang tiếng Anh' },
    sideBySide: 'Sửa song ngữ',
    key: 'Khoá',
    vi: 'Tiếng Việt',
    en: 'Tiếng Anh',
    search: 'Tìm theo khoá hoặc nội dung',
    onlyMissing: 'Chỉ hiện văn bản còn thiếu bản dịch',
    save: 'Lưu',
    saving: 'Đang lưu…',
    saved: 'Đã lưu',
    failed: 'Không lưu được',
    shown: 'Hiển thị {shown} / {total} văn bản',
    untranslated: 'Chưa dịch',
  },
  en: {
    navTitle: 'Translation',
    missingTitle: 'Missing translations',
    missingIntro:
      'Documents with texts in one language that are still empty in the other, by collection. Open a document to translate what it lacks.',
    textsTitle: 'Interface texts side by side',
    textsIntro:
      'Each row is one text of the website’s interface: edit Vietnamese and English side by side, then save the row.',
    document: 'Document',
    missingIn: { vi: 'Missing in Vietnamese', en: 'Missing in English' },
    nothingMissing: 'No translation is missing.',
    checked: (count: number) => `${count} documents checked`,
    more: (count: number) => `and ${count} more fields`,
    fields: (count: number) => `${count} fields`,
    translate: { vi: 'Translate into Vietnamese', en: 'Translate into English' },
    sideBySide: 'Edit side by side',
    key: 'Key',
    vi: 'Vietnamese',
    en: 'English',
    search: 'Search keys or texts',
    onlyMissing: 'Show only texts missing a translation',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved',
    failed: 'Could not save',
    shown: 'Showing {shown} of {total} texts',
    untranslated: 'Untranslated',
  },
}

export type AdminLanguage = keyof typeof ADMIN_TEXTS

export const adminLanguage = (language: string | undefined): AdminLanguage =>
  language === 'en' ? 'en' : 'vi'

/** The admin's paths of the translators' views (under `routes.admin`). */
export const MISSING_TRANSLATIONS_PATH = '/missing-translations'
export const INTERFACE_TEXTS_PATH = '/interface-texts'
