// Search messages come from the catalogue catalogue (one place for item wording).
export { catalogMessages as searchMessages } from '../catalog/messages.ts';
