// Messages of the back-office's catalogue and content calls, en and ar (issue 26).
import { defineFeatureMessages } from '../http/validation.ts';

// its request schemas carry these keys as 'adminCatalog.<key>' (packages/shared contract/admin*.ts)
export const catalogMessages = defineFeatureMessages('adminCatalog', {
  en: {
    imageEmpty: 'Send the image file as the body of the request.',
    imageTooLarge: 'An image may be at most 8 MB.',
    imageType: 'Only png, jpeg, webp or gif images are accepted.',
    imageMissing: 'The image {key} is not a file of the store; upload it first.',
    uploaded: 'The image was uploaded.',
    notHardware: 'The category is not a category of the hardware store.',
    categoryHasChildren: 'Products go in a category without sub-categories.',
    compatMissing: 'A {part} needs these Build PC keys: {keys}.',
    parentMissing: 'The parent category does not exist.',
    fixedCategory: 'This category is one of the store’s fixed categories: it stays where it is.',
    otherStore: 'A category moves only within its own store (hardware or digital).',
    cycle: 'A category cannot be moved under itself or one of its sub-categories.',
    sameName: 'There is already a category named “{name}” here: choose another name.',
    deleted: 'Deleted.',
    discountAbovePrice: 'The price after discount must not be above the price.',
    badLink: 'A link must be a path of the store (/…) or an https:// address.',
    httpsOrEmpty: 'Use an https:// address or leave it empty.',
    notStoreImage: 'Not an image of the store; upload it first.',
    answerRequired: 'Write an answer.',
    badPrice: 'A price is 0 to 1,000,000 EGP, with at most two decimals.',
    stockChanged:
      'The stock changed while the form was open (orders took or gave back units): it is now {now}. The form shows it again; set the stock you mean and save.',
  },
  ar: {
    imageEmpty: 'أرسل ملف الصورة في جسم الطلب.',
    imageTooLarge: 'الحد الأقصى لحجم الصورة 8 ميجابايت.',
    imageType: 'تُقبل صور png أو jpeg أو webp أو gif فقط.',
    imageMissing: 'الصورة {key} ليست ملفًا من ملفات المتجر؛ ارفعها أولًا.',
    uploaded: 'تم رفع الصورة.',
    notHardware: 'الفئة ليست من فئات متجر الأجهزة.',
    categoryHasChildren: 'توضع المنتجات في فئة ليس لها فئات فرعية.',
    compatMissing: 'يحتاج {part} إلى مفاتيح تجميع الكمبيوتر التالية: {keys}.',
    parentMissing: 'الفئة الأم غير موجودة.',
    fixedCategory: 'هذه الفئة من فئات المتجر الثابتة: تبقى في مكانها.',
    otherStore: 'تُنقل الفئة داخل متجرها فقط (الأجهزة أو البطاقات الرقمية).',
    cycle: 'لا يمكن نقل فئة تحت نفسها أو تحت إحدى فئاتها الفرعية.',
    sameName: 'توجد بالفعل فئة باسم «{name}» في هذا المكان: اختر اسمًا آخر.',
    deleted: 'تم الحذف.',
    discountAbovePrice: 'يجب ألا يزيد السعر بعد الخصم عن السعر.',
    badLink: 'يجب أن يكون الرابط مسارًا في المتجر (/…) أو عنوانًا يبدأ بـ https://.',
    httpsOrEmpty: 'استخدم عنوانًا يبدأ بـ https:// أو اترك الحقل فارغًا.',
    notStoreImage: 'ليست صورة من صور المتجر؛ ارفعها أولًا.',
    answerRequired: 'اكتب الإجابة.',
    badPrice: 'السعر من 0 إلى 1,000,000 ج.م، بخانتين عشريتين على الأكثر.',
    stockChanged:
      'تغيّر المخزون أثناء فتح النموذج (طلبات أخذت وحدات أو أعادتها): أصبح {now}. يعرضه النموذج الآن؛ اكتب المخزون الذي تقصده ثم احفظ.',
  },
});
