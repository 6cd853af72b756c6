import type { NamesMessageKey } from './en';
import type { NamesTitleKey } from './titles';

/** Thai: every string of the plugin (views and titles). */
export const th: Record<NamesMessageKey | NamesTitleKey, string> = {
  'names.form': 'เลือกชื่อ',
  'names.intro': 'เลือกชื่อสำหรับบัญชีของคุณ แอปที่รองรับชื่อ {suffix} จะแสดงชื่อนี้แทนที่อยู่ของคุณ',
  'names.label': 'ชื่อ',
  'names.hint': 'ตัวอักษร ตัวเลข และขีดกลาง อย่างน้อย 4 ตัวอักษร',
  'names.preview': 'ชื่อของคุณ: {name}',
  'names.invalid': 'ใช้ตัวอักษร ตัวเลข และขีดกลาง อย่างน้อย 4 ตัวอักษร',
  'names.checking': 'กำลังตรวจสอบ {name}…',
  'names.available': '{name} ว่างอยู่',
  'names.taken': '{name} ถูกใช้แล้ว',
  'names.suggestions': 'คำแนะนำ',
  'names.suggestions.loading': 'กำลังโหลดคำแนะนำ…',
  'names.suggestion.available': 'ว่าง',
  'names.suggestion.taken': 'ถูกใช้แล้ว',
  'names.register': 'ลงทะเบียน',
  'names.registering': 'กำลังลงทะเบียน {name}…',
  'names.signHint': 'อนุมัติข้อความในกระเป๋าเงินของคุณเพื่อลงทะเบียนชื่อ',
  'names.yours': 'ชื่อที่คุณถือครอง',
  'names.error.resolve': 'เกิดข้อผิดพลาดในการค้นหาชื่อ',
  'names.error.suggestions': 'เกิดข้อผิดพลาดในการดึงคำแนะนำชื่อ',
  'names.error.names': 'เกิดข้อผิดพลาดในการดึงชื่อของที่อยู่',
  'names.error.register': 'เกิดข้อผิดพลาดในการลงทะเบียนชื่อ {name}',
  'names.unavailable': 'ชื่อมีไว้สำหรับบัญชี EVM เชื่อมต่อกระเป๋าเงิน EVM เพื่อเลือกชื่อ',
  'names.success.title': '{name} เป็นของคุณแล้ว',
  'names.success.body': 'บัญชีของคุณแสดงชื่อนี้แล้ว',
  'names.success.done': 'กลับไปที่บัญชีของคุณ',
  'names.entry': 'เลือกชื่อ',
  'names.title.register': 'เลือกชื่อ',
  'names.title.success': 'ลงทะเบียนชื่อแล้ว',
};
