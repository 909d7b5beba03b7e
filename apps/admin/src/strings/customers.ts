// Strings of the customer money actions (issue 26): manual wallet and points adjustments.
export const customersEn = {
  adjustWallet: 'Adjust the wallet',
  adjustPoints: 'Adjust the points',
  adjustHint: 'One ledger entry; the customer reads the reason in their language. A debit cannot take the balance below zero.',
  direction: 'Direction',
  addMoney: 'Add (credit)',
  takeMoney: 'Take away (debit)',
  addPoints: 'Add points',
  takePoints: 'Take points away',
  amountEgp: 'Amount (EGP)',
  pointsCount: 'Points',
  reasonEn: 'Reason (English)',
  reasonAr: 'Reason (Arabic)',
  apply: 'Apply',
  badAmountInput: 'Enter an amount greater than zero, with at most two decimals.',
};

export const customersAr: Record<keyof typeof customersEn, string> = {
  adjustWallet: 'تعديل المحفظة',
  adjustPoints: 'تعديل النقاط',
  adjustHint: 'قيد واحد في السجل؛ يقرأ العميل السبب بلغته. لا يمكن أن يجعل الخصم الرصيد أقل من صفر.',
  direction: 'الاتجاه',
  addMoney: 'إضافة (إيداع)',
  takeMoney: 'خصم',
  addPoints: 'إضافة نقاط',
  takePoints: 'خصم نقاط',
  amountEgp: 'المبلغ (ج.م)',
  pointsCount: 'النقاط',
  reasonEn: 'السبب (بالإنجليزية)',
  reasonAr: 'السبب (بالعربية)',
  apply: 'تنفيذ',
  badAmountInput: 'أدخل مبلغًا أكبر من صفر، بخانتين عشريتين على الأكثر.',
};
