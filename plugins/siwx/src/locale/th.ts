import type { SiwxMessageKey } from './en';
import type { SiwxTitleKey } from './titles';

/** th: the sign-in view's strings. */
export const th: Record<SiwxMessageKey | SiwxTitleKey, string> = {
  'siwx.title': 'ลงชื่อเข้าใช้',
  'siwx.intro': '{name} ต้องการให้คุณลงชื่อเข้าใช้ด้วยกระเป๋าเงินเพื่อพิสูจน์ว่าคุณเป็นเจ้าของบัญชีนี้',
  'siwx.sign': 'ลงชื่อเข้าใช้',
  'siwx.cancel': 'ยกเลิก',
  'siwx.signing': 'ลงนามข้อความในกระเป๋าเงินของคุณ…',
  'siwx.error': 'เกิดข้อผิดพลาดในการลงนามข้อความ',
};
