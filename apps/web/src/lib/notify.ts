// One seam between cart/compare code and the shell's message area (lib/feedback.tsx), so unit
// tests can observe "which message, for how long" without rendering the layout.
import { showErrors, showSuccess } from './feedback.tsx';

export function notifyErrors(messages: string[]): void {
  showErrors(messages);
}

export function notifySuccess(message: string, ms: number): void {
  showSuccess(message, ms);
}
