import type { Bip122MessageKey } from './en';

/** Thai: every string of the plugin. */
export const th: Record<Bip122MessageKey, string> = {
  'bip122.request.account': 'บัญชี',
  'bip122.request.protocol': 'ประเภทลายเซ็น',
  'bip122.request.recipients': 'ผู้รับ',
  'bip122.request.recipient': 'ผู้รับ',
  'bip122.request.inputs': 'อินพุต',
  'bip122.request.outputs': 'เอาต์พุต',
  'bip122.request.toSign': 'อินพุตที่ต้องลงนาม',
  'bip122.request.paidOut': 'จ่ายออก',
  'bip122.accounts.entry': 'บัญชี Bitcoin',
  'bip122.accounts.title': 'บัญชี Bitcoin',
  'bip122.accounts.intro': 'เลือกที่อยู่ที่เว็บไซต์นี้ใช้ ที่อยู่สำหรับชำระเงินเก็บบิตคอยน์ของคุณ ส่วนที่อยู่ Ordinals เก็บอินสคริปชัน',
  'bip122.accounts.list': 'บัญชี Bitcoin ของคุณ',
  'bip122.accounts.payment': 'ชำระเงิน',
  'bip122.accounts.ordinal': 'Ordinals',
  'bip122.accounts.active': 'ใช้งานอยู่',
  'bip122.accounts.selected': 'กำลังใช้ที่อยู่{type}ของคุณ',
  'bip122.accounts.failed': 'ไม่สามารถสลับบัญชีได้ ลองอีกครั้ง',
  'bip122.accounts.none': 'เชื่อมต่อกระเป๋าเงิน Bitcoin เพื่อเลือกบัญชี',
};
