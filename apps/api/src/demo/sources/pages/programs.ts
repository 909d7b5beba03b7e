// How to redeem a code (/product_activation) and the rewards program page.
import { html, type PageSeed } from './types.ts';

const redeem: PageSeed = {
  key: 'redeem',
  title: ['How to Redeem Your Code', 'طريقة تفعيل الكود'],
  content: [
    html(
      '<h2>How to redeem your code</h2>',
      '<p>After payment, open <strong>My Orders</strong>, choose your order and press the copy button next to the code. Make sure your account region matches the card country before you redeem.</p>',
      '<h3>PlayStation Store and PlayStation Plus</h3>',
      '<ul><li>On PS5: PlayStation Store &gt; the three dots menu &gt; Redeem Code.</li><li>On the web: sign in at store.playstation.com, open your avatar menu and choose Redeem Code.</li></ul>',
      '<h3>Xbox and Game Pass</h3>',
      '<ul><li>On the console: Store &gt; Redeem.</li><li>On the web: go to redeem.microsoft.com and sign in with your Microsoft account.</li></ul>',
      '<h3>Steam</h3>',
      '<p>Open the Steam client, choose <em>Games &gt; Redeem a Steam Wallet Code</em> and enter the code.</p>',
      '<h3>Nintendo eShop</h3>',
      '<p>On Nintendo Switch open Nintendo eShop, select your account and choose <em>Redeem Code</em>.</p>',
      '<h3>Apple, Google Play and Amazon</h3>',
      '<ul><li>Apple: App Store &gt; your profile &gt; Redeem Gift Card or Code.</li><li>Google Play: play.google.com/redeem or Play Store app &gt; Payments &amp; subscriptions &gt; Redeem code.</li><li>Amazon: Your Account &gt; Gift Cards &gt; Redeem a Gift Card.</li></ul>',
      '<h3>Still stuck?</h3>',
      '<p>Open a ticket from Contact Us with the reason <em>Code activation problem</em> and a screenshot of the message you see. Our team replies Sunday to Thursday, 9 am to 10 pm.</p>',
    ),
    html(
      '<h2>طريقة تفعيل الكود</h2>',
      '<p>بعد الدفع افتح <strong>طلباتي</strong> واختر طلبك ثم اضغط زر النسخ بجانب الكود. تأكد أن منطقة حسابك مطابقة لدولة البطاقة قبل التفعيل.</p>',
      '<h3>بلايستيشن ستور وبلايستيشن بلس</h3>',
      '<ul><li>على PS5: بلايستيشن ستور ثم قائمة النقاط الثلاث ثم استرداد الرمز.</li><li>من الموقع: سجّل الدخول في store.playstation.com وافتح قائمة الصورة الرمزية واختر استرداد الرمز.</li></ul>',
      '<h3>إكس بوكس وجيم باس</h3>',
      '<ul><li>من الجهاز: المتجر ثم استرداد.</li><li>من الموقع: ادخل على redeem.microsoft.com وسجّل الدخول بحساب مايكروسوفت.</li></ul>',
      '<h3>ستيم</h3>',
      '<p>افتح برنامج ستيم واختر <em>Games ثم Redeem a Steam Wallet Code</em> وأدخل الكود.</p>',
      '<h3>نينتندو إي شوب</h3>',
      '<p>على نينتندو سويتش افتح متجر Nintendo eShop واختر حسابك ثم <em>استرداد الرمز</em>.</p>',
      '<h3>آبل وجوجل بلاي وأمازون</h3>',
      '<ul><li>آبل: متجر App Store ثم ملفك الشخصي ثم استرداد بطاقة هدايا أو رمز.</li><li>جوجل بلاي: play.google.com/redeem أو من تطبيق متجر Play ثم الدفعات والاشتراكات ثم استرداد رمز.</li><li>أمازون: حسابك ثم بطاقات الهدايا ثم استرداد بطاقة هدايا.</li></ul>',
      '<h3>ما زالت المشكلة قائمة؟</h3>',
      '<p>افتح تذكرة من صفحة اتصل بنا بسبب <em>مشكلة في تفعيل الكود</em> مع صورة للرسالة التي تظهر لك. يرد فريقنا من الأحد إلى الخميس من 9 صباحًا حتى 10 مساءً.</p>',
    ),
  ],
};

const rewards: PageSeed = {
  key: 'rewards-program',
  title: ['Rewards Program', 'برنامج المكافآت'],
  content: [
    html(
      '<h2>Gamers Souq Rewards</h2>',
      '<p>Every order brings you closer to your next game. Points are added to your account automatically, with no sign-up needed.</p>',
      '<h3>Earning points</h3>',
      '<ul><li>Digital cards earn points: <strong>each card page shows how many points it gives</strong>.</li><li>Points are added as soon as your order is paid and stay pending for 14 days, then become available.</li><li>Each point is worth 0.10 EGP when you redeem it.</li></ul>',
      '<h3>Using points</h3>',
      '<p>In your cart, use the points slider to choose how many points to redeem. The discount appears in the order summary before you pay. Points cannot be exchanged for cash.</p>',
      '<h3>Expiry</h3>',
      '<p>Available points expire 12 months after they become available; the points you redeem are taken from those expiring soonest. You can follow every point, its maturity date and expiry date on the <strong>Rewards</strong> page of your account.</p>',
      '<h3>Fair use</h3>',
      '<p>Points earned on cancelled or refunded orders are removed. Gamers Souq may change the program with 30 days notice on this page.</p>',
    ),
    html(
      '<h2>مكافآت جيمرز سوق</h2>',
      '<p>كل طلب يقربك من لعبتك التالية. تُضاف النقاط إلى حسابك تلقائيًا بدون أي تسجيل.</p>',
      '<h3>كسب النقاط</h3>',
      '<ul><li>الكروت الرقمية تمنحك نقاطاً: <strong>توضح صفحة كل بطاقة عدد النقاط التي تمنحها</strong>.</li><li>تُضاف النقاط فور دفع طلبك وتبقى معلقة لمدة 14 يومًا ثم تصبح متاحة.</li><li>قيمة كل نقطة 0.10 جنيه عند استخدامها.</li></ul>',
      '<h3>استخدام النقاط</h3>',
      '<p>في سلة التسوق استخدم شريط النقاط لاختيار عدد النقاط التي تريد استبدالها. يظهر الخصم في ملخص الطلب قبل الدفع. لا يمكن استبدال النقاط بمبالغ نقدية.</p>',
      '<h3>انتهاء الصلاحية</h3>',
      '<p>تنتهي صلاحية النقاط المتاحة بعد 12 شهرًا من إتاحتها، وتُستخدم أولاً النقاط الأقرب إلى انتهاء صلاحيتها. يمكنك متابعة كل نقطة وتاريخ استحقاقها وانتهائها في صفحة <strong>المكافآت</strong> في حسابك.</p>',
      '<h3>الاستخدام العادل</h3>',
      '<p>تُلغى النقاط المكتسبة من الطلبات الملغاة أو المستردة. يحق لجيمرز سوق تعديل البرنامج بإشعار قبلها بثلاثين يومًا على هذه الصفحة.</p>',
    ),
  ],
};

export const programPages: PageSeed[] = [redeem, rewards];
