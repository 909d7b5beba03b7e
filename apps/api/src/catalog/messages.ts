// Bilingual messages of the catalogue, search and wishlist calls (spec §7, §8).
import { defineFeatureMessages } from '../http/validation.ts';

export const catalogMessages = defineFeatureMessages('catalog', {
  en: {
    productNotFound: 'Product not found',
    cardNotFound: 'Card not found',
    categoryNotFound: 'Category not found',
    countryNotFound: 'Country not found',
    addedToWishlist: 'Added to wishlist',
    removedFromWishlist: 'Removed from wishlist',
    searchRequired: 'Please enter a search term',
    badCategoryId: 'Category must be a positive whole number.',
    badCountryId: 'Country must be a positive whole number.',
    badProductId: 'Product must be a positive whole number.',
    badCardId: 'Card must be a positive whole number.',
    badId: 'Id must be a positive whole number.',
    badInstock: 'In stock must be true or false.',
  },
  ar: {
    productNotFound: 'المنتج غير موجود',
    cardNotFound: 'الكارت غير موجود',
    categoryNotFound: 'القسم غير موجود',
    countryNotFound: 'الدولة غير موجودة',
    addedToWishlist: 'تمت الإضافة إلى المفضلة',
    removedFromWishlist: 'تمت الإزالة من المفضلة',
    searchRequired: 'من فضلك أدخل كلمة للبحث',
    badCategoryId: 'القسم يجب أن يكون رقماً صحيحاً موجباً.',
    badCountryId: 'الدولة يجب أن تكون رقماً صحيحاً موجباً.',
    badProductId: 'المنتج يجب أن يكون رقماً صحيحاً موجباً.',
    badCardId: 'الكارت يجب أن يكون رقماً صحيحاً موجباً.',
    badId: 'المعرف يجب أن يكون رقماً صحيحاً موجباً.',
    badInstock: 'قيمة "متوفر" يجب أن تكون true أو false.',
  },
});

export type CatalogMessageKey = keyof typeof catalogMessages.catalogue.en;
