// Bilingual messages of the cart calls (spec §5 Add to cart / buy now, §8).
import { defineFeatureMessages } from '../http/validation.ts';

export const cartMessages = defineFeatureMessages('cart', {
  en: {
    addedToCart: 'Added to cart',
    cartUpdated: 'Cart updated',
    removedFromCart: 'Removed from cart',
    itemsAdded: 'Items added to cart',
    itemsPartlyAdded:
      'Items added to cart. Some quantities were lowered to what is in stock, and unavailable items were skipped.',
    noneAdded: 'None of these items can be added to the cart now.',
    productNotFound: 'Product not found',
    cardNotFound: 'Card not found',
    cartChanged: 'Your cart changed since you last saw it (a price or the stock). Please review it and try again.',
    notAvailable: 'This product is not available now',
    quantityNotAvailable: 'This quantity is not available',
    cannotAddMore: 'Cannot add more, stock is not available',
    badQty: 'Quantity must be a whole number from 1 to 999.',
    badId: 'Id must be a positive whole number.',
    badType: 'Type must be add or update.',
    badItemType: 'Item type must be product or card.',
    badItems: 'Items must be a list of at least one item.',
    tooManyItems: 'At most 100 items can be added at once.',
    badPlatform: 'Platform must be web, android or ios.',
    badBuyNow: 'is_buy_now must be 1 or 0.',
    buyNowItem: 'Buy now needs exactly one product_id or card_id.',
  },
  ar: {
    addedToCart: 'تمت الإضافة إلى السلة',
    cartUpdated: 'تم تحديث السلة',
    removedFromCart: 'تمت الإزالة من السلة',
    itemsAdded: 'تمت إضافة المنتجات إلى السلة',
    itemsPartlyAdded: 'تمت إضافة المنتجات إلى السلة. خُفّضت بعض الكميات إلى المتوفر، وتم تخطي المنتجات غير المتاحة.',
    noneAdded: 'لا يمكن إضافة أي من هذه المنتجات إلى السلة الآن.',
    productNotFound: 'المنتج غير موجود',
    cardNotFound: 'الكارت غير موجود',
    cartChanged: 'تغيرت سلتك منذ آخر مرة رأيتها (السعر أو المخزون). من فضلك راجعها وحاول مرة أخرى.',
    notAvailable: 'هذا المنتج غير متاح الآن',
    quantityNotAvailable: 'نفذت الكمية',
    cannotAddMore: 'لا يمكن إضافة المزيد، الكمية غير متوفرة',
    badQty: 'الكمية يجب أن تكون رقماً صحيحاً من 1 إلى 999.',
    badId: 'المعرف يجب أن يكون رقماً صحيحاً موجباً.',
    badType: 'النوع يجب أن يكون add أو update.',
    badItemType: 'نوع المنتج يجب أن يكون product أو card.',
    badItems: 'المنتجات يجب أن تكون قائمة بها منتج واحد على الأقل.',
    tooManyItems: 'يمكن إضافة 100 منتج على الأكثر في المرة الواحدة.',
    badPlatform: 'المنصة يجب أن تكون web أو android أو ios.',
    badBuyNow: 'قيمة is_buy_now يجب أن تكون 1 أو 0.',
    buyNowItem: 'الشراء الآن يحتاج إلى product_id أو card_id واحد فقط.',
  },
});

export type CartMessageKey = keyof typeof cartMessages.catalogue.en;
