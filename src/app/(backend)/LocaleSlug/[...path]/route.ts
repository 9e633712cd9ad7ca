export { DELETE, GET, POST, PUT } from '@/backend/handlers'
