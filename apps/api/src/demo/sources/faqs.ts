// Frequently asked questions: question and HTML answer in both languages, in display order.
import type { Bi } from '../util.ts';

export interface FaqSeed {
  question: Bi;
  answer: Bi;
}

export const faqSeeds: FaqSeed[] = [
  {
    question: ['How do I place an order?', 'كيف أطلب من جيمرز سوق؟'],
    answer: [
      '<p>Add the products or cards you want to your cart, open the cart and press <strong>Checkout</strong>. Fill in your address, choose a shipping and payment method, then press <strong>Place Order</strong>.</p><p>You need an account to check out; your guest cart is kept when you sign in.</p>',
      '<p>أضف المنتجات أو الكروت إلى السلة، ثم افتح السلة واضغط <strong>إتمام الشراء</strong>. أدخل عنوانك واختر طريقة الشحن والدفع ثم اضغط <strong>تأكيد الطلب</strong>.</p><p>تحتاج إلى حساب لإتمام الشراء، وتبقى سلة الزائر كما هي بعد تسجيل الدخول.</p>',
    ],
  },
  {
    question: ['How and when do I receive my digital code?', 'متى وكيف أستلم كود البطاقة الرقمية؟'],
    answer: [
      '<p>Digital codes are delivered <strong>instantly</strong> once your payment is confirmed. Open <em>My Orders</em>, choose the order and copy the code and serial number. We also send the order details to your e-mail.</p>',
      '<p>تصلك الأكواد الرقمية <strong>فورًا</strong> بعد تأكيد الدفع. افتح <em>طلباتي</em> واختر الطلب وانسخ الكود والرقم التسلسلي. نرسل لك أيضًا تفاصيل الطلب على بريدك الإلكتروني.</p>',
    ],
  },
  {
    question: ['Which payment methods do you accept?', 'ما طرق الدفع المتاحة؟'],
    answer: [
      '<ul><li>Visa, Mastercard and Meeza cards</li><li>Mobile wallets: Vodafone Cash, Orange Cash and Etisalat Cash</li><li>Cash or card on delivery for physical orders</li><li>Installments with National Bank of Egypt</li><li>Your Gamers Souq wallet balance</li></ul>',
      '<ul><li>بطاقات فيزا وماستركارد وميزة</li><li>المحافظ الإلكترونية: فودافون كاش وأورنج كاش واتصالات كاش</li><li>الدفع نقدًا أو بالبطاقة عند الاستلام للطلبات المادية</li><li>التقسيط مع البنك الأهلي المصري</li><li>رصيد محفظتك في جيمرز سوق</li></ul>',
    ],
  },
  {
    question: ['Can I pay in installments?', 'هل يمكنني الشراء بالتقسيط؟'],
    answer: [
      '<p>Yes. Orders paid with a National Bank of Egypt credit card can be split over 3, 6, 9, 12, 18 or 24 months. The installment fee is shown at checkout before you pay.</p>',
      '<p>نعم. يمكن تقسيط الطلبات المدفوعة ببطاقة ائتمان البنك الأهلي المصري على 3 أو 6 أو 9 أو 12 أو 18 أو 24 شهرًا. تظهر رسوم التقسيط في صفحة الدفع قبل التأكيد.</p>',
    ],
  },
  {
    question: ['How long does delivery take?', 'كم يستغرق التوصيل؟'],
    answer: [
      '<p>Cairo and Giza: within two working days. Other governorates: 3 to 5 working days. World2Egypt items ship from abroad and take 10 to 14 working days. You can also pick up your order from our Nasr City branch.</p>',
      '<p>القاهرة والجيزة: خلال يومي عمل. باقي المحافظات: من 3 إلى 5 أيام عمل. منتجات من العالم لمصر تُشحن من الخارج وتستغرق من 10 إلى 14 يوم عمل. ويمكنك أيضًا استلام طلبك من فرعنا في مدينة نصر.</p>',
    ],
  },
  {
    question: ['Can I return a product?', 'هل يمكنني استرجاع منتج؟'],
    answer: [
      '<p>Physical products can be returned within <strong>14 days</strong> of delivery if they are unused and in their original packaging, in line with Egyptian Consumer Protection Law No. 181 of 2018. Digital codes cannot be returned once they have been revealed.</p>',
      '<p>يمكن استرجاع المنتجات المادية خلال <strong>14 يومًا</strong> من الاستلام إذا كانت غير مستخدمة وفي عبوتها الأصلية، وفقًا لقانون حماية المستهلك المصري رقم 181 لسنة 2018. لا يمكن استرجاع الأكواد الرقمية بعد ظهورها.</p>',
    ],
  },
  {
    question: ['What warranty do products have?', 'ما الضمان على المنتجات؟'],
    answer: [
      '<p>Every product carries the official local warranty shown in its specifications (usually one to three years). To claim it, open a ticket with the reason <em>Warranty / return</em> and your order number.</p>',
      '<p>كل منتج عليه ضمان الوكيل المحلي الموضح في مواصفاته (غالبًا من سنة إلى ثلاث سنوات). للاستفادة منه افتح تذكرة بسبب <em>الضمان / الاسترجاع</em> مع رقم الطلب.</p>',
    ],
  },
  {
    question: ['What is the Gamers Souq wallet?', 'ما هي محفظة جيمرز سوق؟'],
    answer: [
      '<p>Your wallet holds EGP balance from refunds and top-ups. At checkout the balance is used first and you pay only the rest. Merchants can top up their wallet by card or mobile wallet.</p>',
      '<p>محفظتك تحتفظ برصيد بالجنيه المصري من المرتجعات وعمليات الشحن. عند الدفع يُستخدم الرصيد أولًا وتدفع الباقي فقط. يمكن للتجار شحن المحفظة بالبطاقة أو المحفظة الإلكترونية.</p>',
    ],
  },
  {
    question: ['How do reward points work?', 'كيف تعمل نقاط المكافآت؟'],
    answer: [
      '<p>You earn points on every completed order. Points become available after a short maturity period and can be redeemed in the cart for a discount on your next order. See the <a href="/rewards-program">Rewards Program</a> page for details.</p>',
      '<p>تكسب نقاطًا مع كل طلب مكتمل. تصبح النقاط متاحة بعد فترة قصيرة ويمكن استبدالها في السلة بخصم على طلبك التالي. راجع صفحة <a href="/rewards-program">برنامج المكافآت</a> للتفاصيل.</p>',
    ],
  },
  {
    question: ['I did not receive my activation code. What should I do?', 'لم يصلني كود تفعيل الحساب، ماذا أفعل؟'],
    answer: [
      '<p>The activation code is sent to your phone and e-mail. Check your spam folder, wait a minute and press <strong>Send Again</strong> on the verification page. If it still does not arrive, contact support.</p>',
      '<p>يُرسل كود التفعيل إلى رقم موبايلك وبريدك الإلكتروني. راجع مجلد الرسائل غير المرغوب فيها وانتظر دقيقة ثم اضغط <strong>إعادة الإرسال</strong> في صفحة التفعيل. إذا لم يصل تواصل مع الدعم.</p>',
    ],
  },
  {
    question: ['My card code does not work. What now?', 'كود البطاقة لا يعمل، ماذا أفعل؟'],
    answer: [
      '<p>First make sure your account region matches the card country. If the code is still rejected, open a ticket with the reason <em>Code activation problem</em> and attach a screenshot of the error.</p>',
      '<p>تأكد أولًا أن منطقة حسابك مطابقة لدولة البطاقة. إذا استمر رفض الكود افتح تذكرة بسبب <em>مشكلة في تفعيل الكود</em> وأرفق صورة للخطأ.</p>',
    ],
  },
  {
    question: ['What are your support hours?', 'ما مواعيد خدمة العملاء؟'],
    answer: [
      '<p>Our team answers from <strong>Sunday to Thursday, 9 am to 10 pm</strong> (Cairo time) by phone, WhatsApp and tickets. Tickets opened outside these hours are answered the next working day.</p>',
      '<p>يرد فريقنا من <strong>الأحد إلى الخميس من 9 صباحًا حتى 10 مساءً</strong> بتوقيت القاهرة عبر الهاتف وواتساب والتذاكر. التذاكر المفتوحة خارج هذه المواعيد يتم الرد عليها في يوم العمل التالي.</p>',
    ],
  },
  {
    question: ['Is it safe to pay on Gamers Souq?', 'هل الدفع على جيمرز سوق آمن؟'],
    answer: [
      '<p>Yes. Card payments are processed by Paymob on a PCI DSS compliant page; we never see or store your card number. Digital codes are stored encrypted and shown only to the buyer.</p>',
      '<p>نعم. تتم معالجة مدفوعات البطاقات عبر Paymob على صفحة متوافقة مع معيار PCI DSS، ولا نطلع على رقم بطاقتك أو نحفظه. الأكواد الرقمية محفوظة بشكل مشفر ولا تظهر إلا للمشتري.</p>',
    ],
  },
  {
    question: ['Do you offer a student discount?', 'هل يوجد خصم للطلاب؟'],
    answer: [
      '<p>Yes, university students get an extra discount on selected hardware. See the <a href="/student_discount">Student Discount</a> page to learn how to verify your student status.</p>',
      '<p>نعم، يحصل طلاب الجامعات على خصم إضافي على منتجات مختارة. راجع صفحة <a href="/student_discount">خصم الطلاب</a> لمعرفة طريقة التحقق.</p>',
    ],
  },
];
