/** Admin navigation groups. The backend's collections sit under their own heading. */
export const GROUP_CONTENT = { vi: 'Nội dung', en: 'Content' }
export const GROUP_BACKEND = { vi: 'Dữ liệu backend', en: 'Backend data' }
export const GROUP_CATALOGUE = { vi: 'Danh mục sản phẩm', en: 'Catalogue' }
export const GROUP_ADMINISTRATION = { vi: 'Quản trị', en: 'Administration' }
export const GROUP_POSTS = { vi: 'Tin bài và tuyển dụng', en: 'Posts and careers' }
export const GROUP_PROJECTS = { vi: 'Dự án và giải pháp', en: 'Projects and solutions' }
export const GROUP_EVENTS = { vi: 'Sự kiện và vé', en: 'Events and tickets' }
